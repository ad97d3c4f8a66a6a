// The benchmark: throughput of GET /api/v1/user against a bare primary-key read (the floor), cold
// start and idle memory, on PGlite and (when a server is given) PostgreSQL, side by side.
//
//   npm run bench                                   # PGlite only
//   BENCH_DATABASE_URL=postgres://... npm run bench # also PostgreSQL (TEST_DATABASE_URL works too)
//   BENCH_DURATION=5 npm run bench                  # seconds per measurement (default 10)
//
// Prints a table and writes bench/last-run.json. Exits non-zero only when something broke; a missed
// target prints FAIL and still exits 0, so the figures of a slow machine are not mistaken for a crash.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULT_FILE = path.join(ROOT, "bench/last-run.json");

const CONNECTIONS = 50;
const DURATION_S = parseDuration(process.env.BENCH_DURATION);
const WARMUP_S = 2;
const HEALTH_POLL_MS = 25;
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const COLD_START_RUNS = 3;
const IDLE_BEFORE_RSS_MS = 3_000;

const TARGETS = {
  /** Cold start, spawn to /healthz 200; PGlite only (a PostgreSQL server's latency is not ours). */
  coldStartMs: 3_000,
  idleRssMb: 250,
};

/**
 * The throughput pairs: each subject is measured next to a floor that does the least the subject
 * must also do, so the ratio says what our own layers cost regardless of the machine's speed.
 * `ctx` is { userId, token } of the user created through the API.
 */
const PAIRS = [
  {
    label: "GET /api/v1/user vs PK read",
    floor: (ctx) => ({ path: `/__bench/users/${ctx.userId}` }),
    subject: (ctx) => ({ path: "/api/v1/user", headers: { authorization: `Bearer ${ctx.token}` } }),
    target: 0.6,
  },
  {
    // A page loaded again with nothing changed, as a reload or a new tab loads it: the session is
    // still checked upstream, and the page comes from the page cache (docs/decisions/0005).
    label: "signed-in /agents (50 agents) vs /",
    floor: () => ({ path: "/" }),
    subject: (ctx) => ({ path: "/agents", headers: { cookie: ctx.cookie } }),
    target: 0.5,
  },
  // Where the time goes when the page must be rendered (the first load, or after any change):
  // Cache-Control: no-cache asks for a fresh render, loaders and all. No targets.
  {
    label: "/agents rendered afresh vs / (info)",
    floor: () => ({ path: "/" }),
    subject: (ctx) => ({ path: "/agents", headers: { cookie: ctx.cookie, "cache-control": "no-cache" } }),
  },
  {
    label: "/agents afresh vs the frame /dashboard afresh (info)",
    floor: (ctx) => ({ path: "/dashboard", headers: { cookie: ctx.cookie, "cache-control": "no-cache" } }),
    subject: (ctx) => ({ path: "/agents", headers: { cookie: ctx.cookie, "cache-control": "no-cache" } }),
  },
];

/** How many agents the signed-in /agents page lists during its measurement. */
const AGENTS_FOR_PAGE = 50;

// Configuration the server reads (server/config.ts). The bench sets what it needs and drops the rest
// of the caller's, so an SMTP_URL or DATABASE_URL in the shell cannot send mail or pick a database.
const APP_ENV_KEYS = [
  "NODE_ENV", "PORT", "HOST", "DATA_DIR", "DATABASE_URL", "APP_URL", "SESSION_SECRET", "JWT_SECRET",
  "SMTP_URL", "MAIL_FROM", "API_BASE_URL", "TRUST_PROXY", "ACCESS_TOKEN_TTL", "LOG_LEVEL", "AGENTDESK_BENCH",
];

function parseDuration(value) {
  if (value === undefined || value === "") return 10;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds, not "${value}"`);
  return seconds;
}

// ---------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to release it, so an error or Ctrl-C anywhere still stops
// the servers, drops the database and removes the temporary folders.

const cleanups = [];
/** Set on Ctrl-C: the measurement still running then fails, and its complaints are noise. */
let interrupted = false;

/** Runs the registered cleanups, newest first (servers stop before their database is dropped). */
async function runCleanups() {
  while (cleanups.length > 0) {
    const { name, fn } = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup "${name}" failed:`, error?.message ?? error);
      process.exitCode = 1;
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: cleaning up...`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The server under test.

/** A port nobody listens on right now: the OS picks one for a throwaway listener. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Keeps the last `limit` characters of a stream, enough to show why a start failed. */
function tail(stream, limit = 64 * 1024) {
  const buffer = { text: "" };
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffer.text = (buffer.text + chunk).slice(-limit);
  });
  return buffer;
}

/**
 * Spawns `node server.js` and waits until /healthz answers 200. Returns the server and the time from
 * spawn to healthy, which is the cold start.
 */
async function launch(env, label) {
  const port = await freePort();
  const fullEnv = { ...process.env };
  for (const key of APP_ENV_KEYS) delete fullEnv[key];
  Object.assign(fullEnv, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    AGENTDESK_BENCH: "1",
    ...env,
  });

  const startedAt = performance.now();
  const child = spawn(process.execPath, ["server.js"], { cwd: ROOT, env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  const server = {
    label,
    child,
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    // Both streams are drained: a full pipe would block the child.
    stdout: tail(child.stdout),
    stderr: tail(child.stderr),
    exit: undefined,
    exited: undefined,
  };
  server.exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve((server.exit = { code, signal })));
    child.once("error", (error) => resolve((server.exit = { code: null, signal: null, error })));
  });
  cleanups.push({ name: `stop ${label}`, fn: () => stopServer(server) });

  const deadline = startedAt + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (server.exit) throw startFailure(server, `exited during start-up (${describeExit(server.exit)})`);
    try {
      const response = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      await stopServer(server);
      throw startFailure(server, `did not answer GET /healthz with 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
    }
    await sleep(HEALTH_POLL_MS);
  }
  const readyMs = performance.now() - startedAt;
  // server.js builds first when the sources are newer than build/ (someone edited meanwhile); that
  // start then measures the build, not us, so it is flagged.
  const rebuilt = server.stdout.text.includes("Building AgentDesk");
  if (rebuilt) warn(`${label}: server.js rebuilt the app before starting (sources newer than build/); this start time includes a build`);
  return { server, readyMs, rebuilt };
}

function startFailure(server, what) {
  return new Error(
    `The server (${server.label}) ${what}.\n` +
      `--- server stderr ---\n${server.stderr.text.trim() || "(empty)"}\n` +
      `--- server stdout ---\n${server.stdout.text.trim() || "(empty)"}`,
  );
}

function describeExit({ code, signal, error }) {
  if (error) return `spawn failed: ${error.message}`;
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** SIGTERM (the server closes its database and exits 0), then SIGKILL if it takes over 10 s. */
async function stopServer(server) {
  if (server.exit) return server.exit;
  server.child.kill("SIGTERM");
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve("timeout"), STOP_GRACE_MS);
  });
  const outcome = await Promise.race([server.exited, timedOut]);
  clearTimeout(timer);
  if (outcome !== "timeout") return outcome;
  warn(`${server.label} ignored SIGTERM for ${STOP_GRACE_MS / 1000} s; sending SIGKILL`);
  server.child.kill("SIGKILL");
  return { ...(await server.exited), killed: true };
}

/** The resident set of a process in MB, from /proc (Linux); undefined elsewhere. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Requests.

async function api(baseUrl, method, urlPath, { body, token, expect }) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== expect) {
    throw new Error(`${method} ${urlPath} answered ${response.status} (expected ${expect}): ${text.slice(0, 500)}`);
  }
  return text ? JSON.parse(text) : undefined;
}

/** Registers and signs in a user through the API, as a client would. */
async function signUp(baseUrl, dataDir) {
  const suffix = randomBytes(4).toString("hex");
  const email = `bench-${suffix}@example.com`;
  const password = `Bench-${randomBytes(12).toString("hex")}`;
  await api(baseUrl, "POST", "/api/v1/auth/register", { body: { name: `Bench ${suffix}`, email, password }, expect: 201 });
  const { access_token: token } = await api(baseUrl, "POST", "/api/v1/auth/login", { body: { email, password }, expect: 200 });
  const { id: userId } = await api(baseUrl, "GET", "/api/v1/user", { token, expect: 200 });
  // The signed-in pages need a verified address and a browser session.
  const verifyToken = await verificationToken(dataDir, email);
  await api(baseUrl, "GET", `/api/v1/auth/verify-email/${verifyToken}`, { expect: 200 });
  for (let i = 1; i <= AGENTS_FOR_PAGE; i++) {
    await api(baseUrl, "POST", "/api/v1/agents", { token, body: { name: `Bench agent ${i}`, role: `Answers bench question number ${i}` }, expect: 201 });
  }
  const cookie = await browserSession(baseUrl, email, password);
  return { userId, token, cookie };
}

/** The verification token of the newest mail to `email` in the server's outbox ($DATA_DIR/mail). */
async function verificationToken(dataDir, email) {
  const dir = path.join(dataDir, "mail");
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of (await readdir(dir).catch(() => [])).sort().reverse()) {
      const eml = await readFile(path.join(dir, file), "utf8");
      const match = eml.includes(`To: ${email}`) && eml.match(/\/verify-email\/([A-Za-z0-9_-]+)$/m);
      if (match) return match[1];
    }
    await sleep(100);
  }
  throw new Error(`no verification mail for ${email} in ${dir}`);
}

/** Signs in through the login form, as a browser does, and returns the session cookie (the sign-in toast already shown). */
async function browserSession(baseUrl, email, password) {
  const login = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password, redirectTo: "/agents", website: "" }),
    redirect: "manual",
  });
  if (login.status !== 302) throw new Error(`web login answered ${login.status}`);
  let cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  // The first page shows the flashed toast and answers with the cookie without it: measure with that one.
  const first = await fetch(`${baseUrl}/agents`, { headers: { cookie }, redirect: "manual" });
  if (first.status !== 200) throw new Error(`GET /agents after login answered ${first.status}`);
  const updated = first.headers.getSetCookie().find((c) => c.startsWith("agentdesk_session="));
  if (updated) cookie = updated.split(";")[0];
  return cookie;
}

/** One request first, so a broken route fails here with its answer rather than as 10 s of non-2xx. */
async function probe(baseUrl, request) {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method ?? "GET", headers: request.headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method ?? "GET"} ${request.path} answered ${response.status}: ${text.slice(0, 500)}`);
}

/** Warm-up (JIT, pools, caches), then the measured run. */
async function measure(baseUrl, request) {
  await probe(baseUrl, request);
  const options = {
    url: `${baseUrl}${request.path}`,
    method: request.method ?? "GET",
    headers: request.headers ?? {},
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const figures = {
    path: request.path,
    rps: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
  if (figures.non2xx > 0 || figures.errors > 0) {
    warn(
      `${request.path}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors ` +
        `(status codes ${JSON.stringify(statusCodes)}): its figures do not measure the intended work`,
    );
  }
  return figures;
}

/** Measures the floor, then the subject, on the same server, and compares their throughput. */
async function measurePair(baseUrl, label, floorRequest, subjectRequest, target) {
  log(`  ${label}: floor ${floorRequest.path} (${WARMUP_S} s warm-up + ${DURATION_S} s)`);
  const floor = await measure(baseUrl, floorRequest);
  log(`  ${label}: subject ${subjectRequest.path} (${WARMUP_S} s warm-up + ${DURATION_S} s)`);
  const subject = await measure(baseUrl, subjectRequest);
  const ratio = subject.rps / floor.rps;
  // Figures polluted by failed requests prove nothing either way.
  const valid = floor.non2xx + floor.errors + subject.non2xx + subject.errors === 0;
  return { label, floor, subject, ratio, target, pass: target === undefined ? undefined : valid && ratio >= target, valid };
}

// ---------------------------------------------------------------------------------------------
// The databases.

/** PGlite lives in DATA_DIR, which is fresh for every run. */
const pglite = {
  key: "pglite",
  name: "PGlite",
  coldStartTarget: TARGETS.coldStartMs,
  async prepare() {
    return {};
  },
};

/** A fresh database on the given server, dropped at the end. */
function postgres(adminUrl) {
  return {
    key: "postgres",
    name: "PostgreSQL",
    coldStartTarget: undefined,
    async prepare() {
      const database = `agentdesk_bench_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${database}"`);
      } finally {
        await admin.end();
      }
      cleanups.push({
        name: `drop database ${database}`,
        async fn() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            // FORCE: a server killed mid-request may leave connections behind.
            await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
          } finally {
            await client.end();
          }
        },
      });
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      log(`  created database ${database}`);
      return {
        database,
        env: {
          DATABASE_URL: url.toString(),
          // With DATABASE_URL the server refuses to generate secrets (every instance must share them).
          SESSION_SECRET: randomBytes(48).toString("base64url"),
          JWT_SECRET: randomBytes(48).toString("base64url"),
        },
      };
    },
  };
}

async function benchDatabase(db) {
  log(`\n[${db.name}]`);
  const result = { database: db.name };
  try {
    const prepared = await db.prepare();
    if (prepared.database) result.databaseName = prepared.database;
    // PostgreSQL needs a DATA_DIR as well: without SMTP the mailer writes its mail there.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "agentdesk-bench-"));
    cleanups.push({ name: `remove ${dataDir}`, fn: () => rm(dataDir, { recursive: true, force: true }) });
    const env = { ...prepared.env, DATA_DIR: dataDir };

    log("  starting the server");
    const first = await launch(env, `${db.name} server`);
    result.firstStartMs = first.readyMs;
    const ctx = await signUp(first.server.baseUrl, dataDir);
    result.userId = ctx.userId;

    result.pairs = [];
    for (const pair of PAIRS) {
      result.pairs.push(await measurePair(first.server.baseUrl, pair.label, pair.floor(ctx), pair.subject(ctx), pair.target));
    }
    result.rssAfterLoadMb = rssMb(first.server.pid);
    result.firstStop = await stopServer(first.server);
    if (result.firstStop.code !== 0) warn(`${db.name}: the server stopped with ${describeExit(result.firstStop)}, not exit code 0`);

    // Cold start: the same data (migrations already applied, the user exists), a new process.
    log(`  cold start x${COLD_START_RUNS}`);
    result.coldStartsMs = [];
    result.coldStartRebuilt = false;
    for (let run = 1; run <= COLD_START_RUNS; run++) {
      const { server, readyMs, rebuilt } = await launch(env, `${db.name} server (cold start ${run})`);
      result.coldStartsMs.push(readyMs);
      result.coldStartRebuilt ||= rebuilt;
      if (run === 1) {
        // The restart must have found the data the first server wrote; otherwise it measured a fresh database.
        await probe(server.baseUrl, PAIRS[0].floor(ctx));
      }
      if (run === COLD_START_RUNS) {
        await sleep(IDLE_BEFORE_RSS_MS);
        result.idleRssMb = rssMb(server.pid);
      }
      const stopped = await stopServer(server);
      if (stopped.code !== 0) warn(`${db.name}: the server stopped with ${describeExit(stopped)}, not exit code 0`);
    }
    result.coldStartMedianMs = median(result.coldStartsMs);
    result.coldStartTargetMs = db.coldStartTarget;
    result.coldStartPass = db.coldStartTarget === undefined ? undefined : result.coldStartMedianMs < db.coldStartTarget;
    result.idleRssTargetMb = TARGETS.idleRssMb;
    result.idleRssPass = result.idleRssMb === undefined ? undefined : result.idleRssMb < TARGETS.idleRssMb;
  } catch (error) {
    if (!interrupted) console.error(`\n[${db.name}] failed: ${error?.stack ?? error}`);
    result.error = String(error?.message ?? error);
  } finally {
    // Release this database's servers, folder and database before the next one is measured.
    await runCleanups();
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Output.

function log(message) {
  if (!interrupted) console.log(message);
}

function warn(message) {
  if (interrupted) return;
  console.error(`\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n!!! WARNING: ${message}\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const int = (n) => Math.round(n).toLocaleString("en-US");
const ms = (n) => `${n.toFixed(1)} ms`;
const verdict = (pass) => (pass === undefined ? "" : pass ? "  PASS" : "  FAIL");

/** One row per figure, one column per database; skipped or failed databases show why. */
function renderTable(results) {
  const columns = results.map((r) => r.database);
  const rows = [];
  const cell = (r, fn) => (r.skipped ? "skipped" : r.error ? "error" : fn(r));
  const add = (label, fn, target = "") => rows.push([label, ...results.map((r) => cell(r, fn)), target]);
  const heading = (label) => rows.push([label, ...results.map(() => ""), ""]);

  PAIRS.forEach((pair, i) => {
    const get = (r) => r.pairs?.[i];
    heading(pair.label);
    for (const side of ["floor", "subject"]) {
      const name = side === "floor" ? "floor  " : "subject";
      heading(`  ${name} ${pair[side]({ userId: "<id>", cookie: "<session>" }).path}`);
      add(`    req/s (avg)`, (r) => int(get(r)[side].rps));
      add(`    p50 / p99`, (r) => `${ms(get(r)[side].p50Ms)} / ${ms(get(r)[side].p99Ms)}`);
      add(`    non-2xx / errors`, (r) => `${get(r)[side].non2xx} / ${get(r)[side].errors}`, "0 / 0");
    }
    add(
      "  ratio subject/floor",
      (r) => `${(get(r).ratio * 100).toFixed(1)}%${get(r).valid ? verdict(get(r).pass) : "  INVALID"}`,
      pair.target === undefined ? "" : `>= ${pair.target * 100}%`,
    );
  });
  add("First start, empty database (info)", (r) => `${int(r.firstStartMs)} ms`);
  add(
    `Cold start, median of ${COLD_START_RUNS}`,
    (r) => `${int(r.coldStartMedianMs)} ms${verdict(r.coldStartPass)}`,
    `< ${int(TARGETS.coldStartMs)} ms (PGlite)`,
  );
  add("  runs", (r) => r.coldStartsMs.map((v) => int(v)).join(", ") + " ms");
  add(`Idle RSS (${IDLE_BEFORE_RSS_MS / 1000} s after start)`, (r) => (r.idleRssMb === undefined ? "n/a" : `${r.idleRssMb.toFixed(1)} MB${verdict(r.idleRssPass)}`), `< ${TARGETS.idleRssMb} MB`);
  add("RSS after the load (info)", (r) => (r.rssAfterLoadMb === undefined ? "n/a" : `${r.rssAfterLoadMb.toFixed(1)} MB`));

  const table = [["", ...columns, "target"], ...rows];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => String(row[c]).length)));
  const line = (row) => row.map((v, c) => String(v).padEnd(widths[c])).join("  |  ").trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("--+--");
  return [line(table[0]), rule, ...rows.map(line)].join("\n");
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  log(
    `AgentDesk benchmark: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per measurement, ` +
      `node ${process.version}, ${os.cpus().length} CPUs (the load generator shares them with the server)`,
  );

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const results = [await benchDatabase(pglite)];
  if (adminUrl) {
    results.push(await benchDatabase(postgres(adminUrl)));
  } else {
    log("\n[PostgreSQL] skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where we may CREATE DATABASE.");
    results.push({ database: "PostgreSQL", skipped: true });
  }

  log(`\n${renderTable(results)}\n`);
  for (const r of results.filter((r) => r.error)) log(`${r.database}: ${r.error.split("\n")[0]}`);

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_S,
    durationSeconds: DURATION_S,
    targets: { ...TARGETS, pairs: PAIRS.filter((p) => p.target !== undefined).map((p) => ({ label: p.label, ratio: p.target })) },
    results,
  };
  await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  log(`Written to ${path.relative(process.cwd(), RESULT_FILE) || RESULT_FILE}`);

  if (results.some((r) => r.error)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error?.stack ?? error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
