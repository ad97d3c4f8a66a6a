import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** JSON logs in production, pretty ones in development; credentials are redacted wherever they appear. */
export function createLogger(opts: { level: string; pretty: boolean; destination?: DestinationStream }): Logger {
  const options = {
    level: opts.level,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "access_token",
        "refresh_token",
        "*.access_token",
        "*.refresh_token",
        "authorization",
        "*.authorization",
        "headers.authorization",
        "headers.cookie",
        'headers["x-agent-api-key"]',
      ],
      censor: "[redacted]",
    },
    transport: opts.pretty && !opts.destination ? { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } : undefined,
  };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/** Removes tokens carried in paths (e-mail and reset links) and drops the query string before a path is logged. */
export function loggablePath(pathname: string): string {
  return pathname
    .split("?")[0]!
    .replace(/\/(verify-email|reset-password|verify-token|password\/verify-token)\/[^/]+/g, "/$1/[redacted]");
}
