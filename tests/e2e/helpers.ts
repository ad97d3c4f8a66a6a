import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** A fresh account's details; unique per call. */
export function newAccount() {
  const id = randomBytes(5).toString("hex");
  return { name: `Ada ${id}`, email: `ada-${id}@example.com`, password: `Pw-${randomBytes(8).toString("hex")}` };
}

/** The newest link of `kind` mailed to `email`, read from the server's outbox ($DATA_DIR/mail/*.eml). */
export async function linkFromOutbox(
  email: string,
  kind: "verify-email" | "reset-password",
  dataDir = process.env.E2E_DATA_DIR!,
  timeoutMs = 5000,
): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const eml = await readFile(path.join(dir, file), "utf8");
      if (!new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "m").test(eml)) continue;
      const match = eml.match(new RegExp(`^(https?://\\S+/${kind}/[A-Za-z0-9_-]+)$`, "m"));
      if (match) return new URL(match[1]!).pathname;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} mail to ${email}`);
}

/** An account registered and verified through the API and the mail outbox. */
export async function verifiedAccount(request: APIRequestContext, base = "", dataDir?: string) {
  const account = newAccount();
  expect((await request.post(`${base}/api/v1/auth/register`, { data: account })).status()).toBe(201);
  const link = await linkFromOutbox(account.email, "verify-email", dataDir);
  expect((await request.get(`${base}/api/v1/auth/verify-email/${link.split("/").pop()}`)).status()).toBe(200);
  return account;
}

/** The value of the signed session cookie (it changes whenever the tokens rotate). */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "agentdesk_session")?.value;
}

/** Signs out through the user menu of the top bar. */
export async function signOut(page: Page) {
  await page.getByRole("group").filter({ has: page.getByLabel(/^Account menu for/) }).locator("summary").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function signIn(page: Page, account: { email: string; password: string }, path = "/login") {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const root = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type Proc = { child: ChildProcess; url: string; output: () => string; exit: Promise<number | null> };

/** Starts the built product as `npm start` runs it, on a free port. */
export async function startServer(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exit };
}

/** Resolves once /healthz answers 200. */
export async function healthy(proc: Proc, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.output()}`);
    try {
      const res = await fetch(`${proc.url}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy in time:\n${proc.output()}`);
}


/** A verified account, signed in on `page`, which has landed on /agents. */
export async function signedIn(page: Page, request: APIRequestContext) {
  const account = await verifiedAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  return account;
}

/** A bearer token for API calls made by the test itself (creating agents and the like). */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }, base = "") {
  const res = await request.post(`${base}/api/v1/auth/login`, { data: { email: account.email, password: account.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function createAgent(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post("/api/v1/agents", { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; name: string };
}
