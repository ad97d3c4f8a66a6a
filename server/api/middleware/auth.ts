import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { ApiError } from "../errors";
import type { Accounts } from "../services/accounts";
import type { TokenKit } from "../services/tokens";

const unauthorized = () => new ApiError(401, "unauthorized", "Authentication required. Please sign in.");

/** Requires a valid Bearer access token whose session is still live; puts the user on the context. */
export function requireAuth(tokens: TokenKit, accounts: Accounts) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    const claims = match ? await tokens.verifyAccess(match[1]!) : null;
    const user = claims ? await accounts.sessionUser(claims) : undefined;
    if (!claims || !user) throw unauthorized();
    c.set("auth", claims);
    c.set("user", user);
    await next();
  });
}
