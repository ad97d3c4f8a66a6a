import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { createApi } from "../api/app";
import type { ApiDeps } from "../api/context";
import { openDatabase, type Database } from "../db/client";
import { createLogger } from "../logger";
import type { Mail, Mailer } from "../mail/mailer";

/** A fresh, migrated database: a clone of the PGlite template, or a new PostgreSQL database made from the template. */
export async function freshDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `agentdesk_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: target.toString(), max: 5 });
    return {
      ...database,
      async drop() {
        await database.close();
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplate"));
  const database = await openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]) });
  return { ...database, drop: () => database.close() };
}

/** Collects mails in memory, in order; the API tests read links from them. */
export function memoryMailer(): Mailer & { sent: Mail[]; to(address: string): Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: (mail) => void sent.push(mail),
    flush: async () => {},
    to: (address) => sent.filter((m) => m.to === address),
  };
}

export const TEST_CONFIG = {
  appUrl: "http://agentdesk.test",
  jwtSecret: "test-secret-that-is-long-enough-for-hs256-0123456789",
  trustProxy: 0,
  accessTokenTtl: 900,
  env: "test",
} satisfies ApiDeps["config"];

/** An API on a fresh database, with helpers to call it as a client from a given address. */
export async function createTestApi(overrides: Partial<ApiDeps["config"]> = {}) {
  const database = await freshDatabase();
  const mailer = memoryMailer();
  const logger = createLogger({ level: "silent", pretty: false });
  const api = createApi({ config: { ...TEST_CONFIG, ...overrides }, database, logger, mailer });

  async function call(method: string, path: string, opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await api.request(
      `/api/v1${path}`,
      { method, headers, body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body) },
      { incoming: { socket: { remoteAddress: opts.ip ?? randomIp() } } } as never,
    );
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as any };
  }

  return { api, database, mailer, call, close: () => database.drop() };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The token at the end of the first link of the latest mail to `address`. */
export function tokenFromMail(mailer: ReturnType<typeof memoryMailer>, address: string, kind: "verify-email" | "reset-password") {
  const mail = mailer.to(address).at(-1);
  const link = mail?.links.find((l) => l.includes(`/${kind}/`));
  if (!link) throw new Error(`no ${kind} mail to ${address}`);
  return link.split(`/${kind}/`)[1]!;
}

/** Each call comes from its own address unless a test names one, so per-address limits only bite where tested. */
function randomIp() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

let counter = 0;
/** A unique, valid account for a test. */
export function newAccount(prefix = "user") {
  counter += 1;
  return { name: `Test ${prefix} ${counter}`, email: `${prefix}${counter}.${randomBytes(3).toString("hex")}@example.com`, password: `Pw-${randomBytes(8).toString("hex")}` };
}
