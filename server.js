// The process: validates the build, starts the composition root (server/index.ts) and listens.
// Plain JavaScript, so `node server.js` works with no TypeScript tooling at run time.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const root = path.dirname(fileURLToPath(import.meta.url));
// React and other libraries read NODE_ENV itself: unset, they would run their slow development builds.
process.env.NODE_ENV ??= "production";
const DEV = process.env.NODE_ENV === "development";
const BUILD_ENTRY = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  // Tests are not part of the build.
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  return readdirSync(file).reduce((max, name) => Math.max(max, newestMtime(path.join(file, name))), stat.mtimeMs);
}

/** Builds on first start and whenever the sources are newer than the build (a checkout without sources, like the Docker image, never builds). */
function ensureBuild() {
  const hasSources = existsSync(path.join(root, "app"));
  if (existsSync(BUILD_ENTRY) && (!hasSources || newestMtime(BUILD_ENTRY) >= Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))))) return;
  if (!hasSources) throw new Error(`No build at ${BUILD_ENTRY} and no sources to build it from.`);
  console.log("Building AgentDesk (first start, or the sources changed)...");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed; see the output above.");
}

async function start() {
  let app;
  let listener;
  if (DEV) {
    const vite = await import("vite").then((v) => v.createServer({ root, server: { middlewareMode: true }, appType: "custom" }));
    const mod = await vite.ssrLoadModule("./server/index.ts");
    app = await mod.createServer({ root, build: () => vite.ssrLoadModule("virtual:react-router/server-build") });
    listener = { fetch: app.fetch, vite };
  } else {
    ensureBuild();
    const mod = await import(BUILD_ENTRY);
    app = await mod.createServer({ root, bench: process.env.AGENTDESK_BENCH === "1" });
    const web = new Hono();
    const client = path.join(root, "build/client");
    web.use("/assets/*", serveStatic({ root: client, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }));
    web.get("/favicon.ico", serveStatic({ root: client, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));
    web.all("*", (c) => app.fetch(c.req.raw, c.env));
    listener = { fetch: web.fetch };
  }
  return { app, listener };
}

let started;
try {
  started = await start();
} catch (error) {
  if (error?.name === "ConfigError") {
    console.error(error.message);
  } else {
    console.error("AgentDesk could not start:", error);
  }
  process.exit(1);
}
const { app, listener } = started;
const { port, host } = app.config;

const server = serve(
  {
    fetch: listener.fetch,
    port,
    hostname: host,
  },
  (info) => app.logger.info({ url: `http://${host === "0.0.0.0" ? "localhost" : host}:${info.port}`, appUrl: app.config.appUrl }, "AgentDesk is listening"),
);
if (listener.vite) {
  // Vite's middlewares (assets, HMR) answer first in development; the rest falls through to Hono.
  const honoHandler = server.listeners("request")[0];
  server.removeAllListeners("request");
  server.on("request", (req, res) => listener.vite.middlewares(req, res, () => honoHandler(req, res)));
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  app.logger.info({ signal }, "shutting down: finishing requests in flight (10 s at most)");
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  // close() ends idle keep-alive sockets once; a socket whose response finishes later goes idle
  // afterwards and would hold the exit until the client hangs up, so keep closing idle ones.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  await new Promise((resolve) => server.close(() => resolve()));
  clearTimeout(force);
  clearInterval(idle);
  await listener.vite?.close();
  await app.close();
  app.logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
