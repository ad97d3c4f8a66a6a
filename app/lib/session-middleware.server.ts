import type { MiddlewareFunction } from "react-router";
import { authContext, createAuth } from "./auth.server";
import { runtimeContext } from "./runtime";
import { sessionContext, sessionStorageFor } from "./session.server";

/**
 * Loads the cookie session before any loader or action and, after the response is made (redirects
 * included), commits it when it changed: refreshed tokens, flashes read or set, sign-out.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const runtime = context.get(runtimeContext);
  const storage = sessionStorageFor(runtime);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const before = JSON.stringify(session.data);
  context.set(sessionContext, session);
  context.set(authContext, createAuth(runtime, session, request));
  const response = await next();
  if (JSON.stringify(session.data) !== before) {
    const cookie = Object.keys(session.data).length > 0 ? await storage.commitSession(session) : await storage.destroySession(session);
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
};
