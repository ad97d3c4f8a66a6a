import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, loggablePath } from "./logger";

describe("loggablePath", () => {
  it.each([
    ["/verify-email/abc123", "/verify-email/[redacted]"],
    ["/reset-password/abc123?x=1", "/reset-password/[redacted]"],
    ["/api/v1/auth/password/verify-token/abc", "/api/v1/auth/password/verify-token/[redacted]"],
    ["/agents?token=secret", "/agents"],
    ["/", "/"],
  ])("logs %s as %s", (input, expected) => {
    expect(loggablePath(input)).toBe(expected);
  });
});

describe("createLogger", () => {
  it("redacts passwords, tokens, keys and authorization headers", () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ level: "info", pretty: false, destination });
    logger.info(
      {
        password: "hunter2",
        body: { password: "hunter3", refresh_token: "rt-secret", access_token: "at-secret" },
        headers: { authorization: "Bearer jwt-secret", cookie: "s=cookie-secret", "x-agent-api-key": "key-secret" },
        kept: "visible",
      },
      "probe",
    );
    const line = lines.join("");
    expect(line).toContain("visible");
    expect(line).not.toMatch(/hunter2|hunter3|rt-secret|at-secret|jwt-secret|cookie-secret|key-secret/);
  });
});
