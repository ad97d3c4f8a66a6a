import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { authContext, createAuth } from "./auth.server";
import { runtimeContext } from "./runtime";
import { sessionContext, sessionStorageFor, type AppSession } from "./session.server";

/** The session's data as the browser sent it, serialized. */
const receivedContext = createContext<string>("{}");

/**
 * Loads the cookie session before any loader or action and, after the response is made (redirects
 * included), commits it when it changed: refreshed tokens, flashes read or set, sign-out.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const runtime = context.get(runtimeContext);
  const storage = sessionStorageFor(runtime);
  const session = await storage.getSession(request.headers.get("Cookie"));
  context.set(receivedContext, JSON.stringify(session.data));
  context.set(sessionContext, session);
  context.set(authContext, createAuth(runtime, session, request));
  const response = await next();
  if (sessionChanged(context, session)) {
    const cookie = Object.keys(session.data).length > 0 ? await storage.commitSession(session) : await storage.destroySession(session);
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
};

/** The session's data differs from what the browser sent: the answer must carry a new cookie. */
function sessionChanged(context: Readonly<RouterContextProvider>, session: AppSession): boolean {
  return JSON.stringify(session.data) !== context.get(receivedContext);
}

/**
 * The session is as the browser sent it and holds no flash message waiting to be shown: the page's
 * answer will carry no new cookie and depends on no one-time state.
 */
export function sessionPristine(context: Readonly<RouterContextProvider>, session: AppSession): boolean {
  return !sessionChanged(context, session) && !Object.keys(session.data).some((key) => key.startsWith("__flash_"));
}
