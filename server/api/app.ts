import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { ApiDeps, ApiEnv } from "./context";
import { ApiError, notFound, onError, validationError } from "./errors";
import { requireAuth } from "./middleware/auth";
import { createRateLimits } from "./rate-limit";
import { agentRoutes } from "./routes/agents";
import { authRoutes, userRoute } from "./routes/auth";
import { notificationRoutes } from "./routes/notifications";
import { createAccounts, toPublicUser } from "./services/accounts";
import { createAgents } from "./services/agents";
import { createNotifications } from "./services/notifications";
import { createTokenKit } from "./services/tokens";

export const API_BASE = "/api/v1";

/** Builds the /api/v1 Hono app. Serving it in-process (`api.fetch`) and over HTTP is the same code. */
export function createApi(deps: ApiDeps) {
  const { database, logger, mailer, config } = deps;
  const tokens = createTokenKit(config.jwtSecret, config.accessTokenTtl);
  const limits = deps.rateLimits ?? createRateLimits(database.pool);
  const accounts = createAccounts({ db: database.db, mailer, tokens, limits, appUrl: config.appUrl });
  const auth = requireAuth(tokens, accounts);

  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  }).basePath(API_BASE);

  api.use(requestId({ headerName: "X-Request-Id" }));
  api.use(async (c, next) => {
    const started = performance.now();
    c.set("logger", logger);
    c.set("db", database.db);
    await next();
    // The route pattern, not the path: paths can carry tokens (e-mail links).
    logger.info(
      { reqId: c.get("requestId"), method: c.req.method, route: c.req.routePath, status: c.res.status, ms: Math.round(performance.now() - started) },
      "api request",
    );
  });
  api.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "The request body is too large (1 MB at most).");
      },
    }),
  );

  api.route("/", authRoutes(accounts, auth, config.trustProxy));
  api.use(userRoute.getRoutingPath(), auth);
  api.openapi(userRoute, (c) => c.json(toPublicUser(c.get("user")), 200));
  api.route("/", agentRoutes(createAgents(database.db), auth));
  api.route("/", notificationRoutes(createNotifications(database.db), auth));

  api.openAPIRegistry.registerComponent("securitySchemes", "Bearer", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  api.doc("/openapi.json", {
    openapi: "3.0.3",
    info: { title: "AgentDesk API", version: "1" },
    servers: [{ url: "/" }],
  });

  api.notFound(notFound);
  api.onError(onError);
  return api;
}

export type Api = ReturnType<typeof createApi>;
