import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const temp = () => mkdtemp(path.join(tmpdir(), "agentdesk-config-"));

describe("loadConfig", () => {
  it("needs nothing: defaults, and secrets generated once into DATA_DIR/secrets.json (0600)", async () => {
    const dir = await temp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", appUrl: "http://localhost:3000", databaseUrl: undefined, trustProxy: 0, accessTokenTtl: 900 });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.jwtSecret).not.toBe(config.sessionSecret);
    const file = path.join(dir, "secrets.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ sessionSecret: config.sessionSecret, jwtSecret: config.jwtSecret });
    expect(loadConfig({ DATA_DIR: dir, PORT: "4000" })).toMatchObject({ jwtSecret: config.jwtSecret, appUrl: "http://localhost:4000" });
  });

  it("requires both secrets when DATABASE_URL is set", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://localhost/x", JWT_SECRET: "j".repeat(32) })).toThrow(/SESSION_SECRET: required when DATABASE_URL is set/);
    const ok = loadConfig({ DATABASE_URL: "postgres://localhost/x", JWT_SECRET: "j".repeat(32), SESSION_SECRET: "s".repeat(32) });
    expect(ok.databaseUrl).toBe("postgres://localhost/x");
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ APP_URL: "localhost:3000" }, "APP_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("refuses %o with a message naming %s", async (env, name) => {
    const dir = await temp();
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dir, ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("reads TRUST_PROXY as a number of proxies, and trims a trailing slash off URLs", async () => {
    const dir = await temp();
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "https://desk.example.com/" }).appUrl).toBe("https://desk.example.com");
  });
});
