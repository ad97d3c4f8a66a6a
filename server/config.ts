import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const secret = z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 48)");
const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.url({ protocol: protocols, error: hint }).optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "must be a postgres:// or postgresql:// URL"),
  APP_URL: optionalUrl(/^https?$/, "must be an http:// or https:// URL"),
  SESSION_SECRET: secret.optional(),
  JWT_SECRET: secret.optional(),
  SMTP_URL: optionalUrl(/^smtps?$/, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().min(3).optional(),
  API_BASE_URL: optionalUrl(/^https?$/, "must be an http:// or https:// URL"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "" || v === "false" || v === "0") return 0;
      if (v === "true") return 1;
      const n = Number(v);
      if (Number.isInteger(n) && n > 0 && n < 20) return n;
      ctx.addIssue({ code: "custom", message: "must be true, false or the number of proxies in front (1-19)" });
      return z.NEVER;
    }),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).max(86_400).default(900),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  sessionSecret: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  apiBaseUrl: string | undefined;
  /** How many proxies in front of us append to X-Forwarded-For; 0 means use the socket address. */
  trustProxy: number;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  logLevel: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment; generates local secrets once when no PostgreSQL is configured. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  let { SESSION_SECRET: sessionSecret, JWT_SECRET: jwtSecret } = e;
  if (!sessionSecret || !jwtSecret) {
    if (e.DATABASE_URL) {
      const missing = [!sessionSecret && "SESSION_SECRET", !jwtSecret && "JWT_SECRET"].filter(Boolean);
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(", ")}: required when DATABASE_URL is set, so that every instance shares them`,
      );
    }
    const local = localSecrets(dataDir);
    sessionSecret ??= local.sessionSecret;
    jwtSecret ??= local.jwtSecret;
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    sessionSecret,
    jwtSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `AgentDesk <no-reply@${new URL(appUrl).hostname}>`,
    apiBaseUrl: e.API_BASE_URL?.replace(/\/+$/, ""),
    trustProxy: e.TRUST_PROXY,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
  };
}

const SecretsFileSchema = z.object({ sessionSecret: secret, jwtSecret: secret });

function localSecrets(dataDir: string) {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const parsed = SecretsFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new ConfigError(`${file} is damaged: delete it to generate new secrets`);
    return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const fresh = {
    sessionSecret: randomBytes(48).toString("base64url"),
    jwtSecret: randomBytes(48).toString("base64url"),
  };
  // "wx" fails if another process created it first; then we read theirs.
  try {
    writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return localSecrets(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return fresh;
}
