import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { healthy, startServer as start } from "./helpers";

test("SIGTERM finishes the request in flight, exits 0, and PGlite restarts cleanly with its data", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agentdesk-life-"));
  const first = await start({ DATA_DIR: dataDir });
  await healthy(first);
  const account = { name: "Life", email: `life-${randomBytes(4).toString("hex")}@example.com`, password: "Lifecycle-pass-1" };
  // Send the headers and half the body, signal, then the rest: the request is surely in flight.
  const body = JSON.stringify(account);
  const req = request(`${first.url}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, 10));
  await new Promise((r) => req.once("socket", (s) => s.once("connect", r)));
  await new Promise((r) => setTimeout(r, 100));
  first.child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 200));
  req.end(body.slice(10));
  expect(await answered).toBe(201);
  expect(await first.exit).toBe(0);
  expect(first.output()).toContain('"msg":"stopped"');

  const second = await start({ DATA_DIR: dataDir });
  try {
    await healthy(second);
    const login = await fetch(`${second.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
  } finally {
    second.child.kill("SIGTERM");
    expect(await second.exit).toBe(0);
  }
});

test("a bad configuration value stops the start with a clear message and exit code 1", async () => {
  const proc = await start({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "agentdesk-cfg-")), PORT: "not-a-port" });
  expect(await proc.exit).toBe(1);
  expect(proc.output()).toContain("Invalid configuration:\n  PORT:");
  const pgNoSecrets = await start({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" });
  expect(await pgNoSecrets.exit).toBe(1);
  expect(pgNoSecrets.output()).toMatch(/SESSION_SECRET, JWT_SECRET: required when DATABASE_URL is set/);
});

// Defined only where a PostgreSQL server is configured (CI sets TEST_DATABASE_URL), like the vitest PostgreSQL project.
const url = process.env.TEST_DATABASE_URL;
if (url) test("with DATABASE_URL it serves from PostgreSQL, and /healthz turns 503 when the database goes away", async () => {
  const name = `agentdesk_life_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  const proc = await start({
    DATABASE_URL: target.toString(),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    JWT_SECRET: randomBytes(32).toString("hex"),
  });
  try {
    await healthy(proc);
    const tables = await new pg.Client({ connectionString: target.toString() });
    await tables.connect();
    const { rows } = await tables.query("select count(*)::int as n from users");
    expect(rows[0].n).toBe(0);
    await tables.end();
    await admin.query(`drop database ${name} with (force)`);
    const res = await fetch(`${proc.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  } finally {
    proc.child.kill("SIGTERM");
    await proc.exit;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
