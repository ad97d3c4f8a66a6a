import type { IncomingMessage } from "node:http";
import type { Config } from "../config";
import type { Db, Database } from "../db/client";
import type { SessionUser } from "./services/accounts";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { RateLimits } from "./rate-limit";

/** What the API's services need; built once by the composition root (or by a test). */
export type ApiDeps = {
  config: Pick<Config, "appUrl" | "jwtSecret" | "trustProxy" | "accessTokenTtl" | "env">;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  rateLimits?: RateLimits;
};

export type AuthInfo = { userId: number; sessionId: string };

export type ApiEnv = {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    logger: Logger;
    db: Db;
    auth: AuthInfo;
    /** Set by requireAuth. */
    user: SessionUser;
  };
};
