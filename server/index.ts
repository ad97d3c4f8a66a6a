import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as defaultBuild from "virtual:react-router/server-build";
// The composition root is the one place that knows both halves: it hands the web app its runtime.
import { PageCache } from "../app/lib/page-cache.server";
import { runtimeContext } from "../app/lib/runtime";
import { API_BASE, createApi } from "./api/app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { users } from "./db/schema";
import { createLogger, loggablePath } from "./logger";
import { createMailer } from "./mail/mailer";

export { ConfigError } from "./config";

type NodeBindings = { incoming: IncomingMessage };

export type ServerOptions = {
  /** The folder holding package.json, drizzle/ and build/. */
  root: string;
  env?: NodeJS.ProcessEnv;
  /** Development passes a loader so route modules reload; production the build module itself. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Adds the benchmark's floor route; only `npm run bench` sets it. */
  bench?: boolean;
};

/**
 * The composition root: one process serving /healthz, the /api/v1 API and the React Router app.
 * The web app gets the API only as `context.api`, a fetch function (in-process or over HTTP).
 */
export async function createServer(options: ServerOptions) {
  const config = loadConfig(options.env);
  const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  try {
    await database.migrate(path.join(options.root, "drizzle"));
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const api = createApi({ config, database, logger, mailer });
  const secureCookies = config.appUrl.startsWith("https:");
  // Development reloads route modules, so a page rendered before an edit must not come back.
  const pageCache = config.env === "development" ? undefined : new PageCache();
  const handleDocument = createRequestHandler(options.build ?? (defaultBuild as unknown as ServerBuild), config.env);

  const app = new Hono<{ Bindings: NodeBindings }>();
  app.get("/healthz", async (c) =>
    (await database.ping()) ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503),
  );
  if (options.bench) {
    // The floor the benchmark compares GET /api/v1/user against: one primary-key read, no auth.
    app.get("/__bench/users/:id", async (c) => {
      const [row] = await database.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, Number(c.req.param("id"))));
      return row ? c.json(row) : c.json({ message: "not found" }, 404);
    });
  }
  app.all(`${API_BASE}/*`, (c) => api.fetch(c.req.raw, c.env));
  app.all(API_BASE, (c) => api.fetch(c.req.raw, c.env));
  app.all("*", async (c) => {
    const started = performance.now();
    const { pathname } = new URL(c.req.url);
    const reqId = c.req.header("x-request-id")?.slice(0, 100) ?? randomUUID();
    const incoming = c.env?.incoming;
    const apiFetch = config.apiBaseUrl
      ? (request: Request) => fetch(rebase(request, config.apiBaseUrl!, incoming?.socket.remoteAddress))
      : (request: Request) => {
          // Behind trusted proxies the client is in X-Forwarded-For: pass it on, or every browser
          // would share the proxy's address (and its rate limits).
          const forwarded = config.trustProxy > 0 ? c.req.header("x-forwarded-for") : undefined;
          if (forwarded) request.headers.set("x-forwarded-for", forwarded);
          return Promise.resolve(api.fetch(request, { incoming }));
        };
    const context = new RouterContextProvider();
    context.set(runtimeContext, {
      api: apiFetch,
      sessionSecret: config.sessionSecret,
      secureCookies,
      requestId: reqId,
      documentRequest: !pathname.endsWith(".data"),
      pageCache,
    });
    const response = await handleDocument(c.req.raw, context);
    logger.info(
      { reqId, method: c.req.method, path: loggablePath(pathname), status: response.status, ms: Math.round(performance.now() - started) },
      "page request",
    );
    return response;
  });

  let closed = false;
  return {
    fetch: app.fetch,
    config,
    logger,
    /** Delivers queued mail and closes the database (PGlite must close to flush its files). */
    async close() {
      if (closed) return;
      closed = true;
      await mailer.flush();
      await database.close();
    },
  };
}

/** The same request aimed at another API host (API_BASE_URL), path and query kept, the client's address forwarded. */
function rebase(request: Request, base: string, clientAddress: string | undefined): Request {
  const url = new URL(request.url);
  const forwarded = new Request(`${base}${url.pathname}${url.search}`, request);
  if (clientAddress) forwarded.headers.set("x-forwarded-for", clientAddress);
  return forwarded;
}
