import { createContext, redirect, type RouterContextProvider } from "react-router";
import { ApiError, callApi, publicApi, type TokenPair, type User } from "./api.server";
import { runtimeContext, type Runtime } from "./runtime";
import type { AppSession, AuthTokens } from "./session.server";

export const AUTH_REQUIRED = "Authentication required. Please login again.";
export const AUTH_FAILED = "Authentication failed. Please login again.";

/** Refresh this long before expiry when a request finds the access token about to lapse. */
const EXPIRY_SKEW_MS = 5_000;

// One refresh per refresh token at a time in this process: concurrent requests of a session share
// it (across instances, the API's 10-second grace window hands them the same pair).
const inFlight = new Map<string, Promise<TokenPair>>();

function sharedRefresh(api: ReturnType<typeof publicApi>, refreshToken: string): Promise<TokenPair> {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = api.refresh(refreshToken).finally(() => inFlight.delete(refreshToken));
    inFlight.set(refreshToken, pending);
  }
  return pending;
}

export function tokensFromPair(pair: TokenPair, now = Date.now()): AuthTokens {
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token, tokenExpiration: now + pair.expires_in * 1000 };
}

/** The path and query of a request: what `redirectTo` remembers. */
export function targetOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `to` when it is a path on this site, otherwise the fallback: never another origin. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/agents"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  // Control characters (the URL parser drops tabs and newlines, which can turn "/\t/evil" into "//evil").
  if ([...to].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(to, "http://agentdesk.invalid");
    if (url.origin !== "http://agentdesk.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginUrl(redirectTo?: string) {
  return redirectTo && redirectTo !== "/" ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
}

/**
 * The signed-in state of one request: tokens in the cookie session, a client that refreshes them
 * before they lapse and once after a 401, and the user, fetched at most once.
 */
export function createAuth(runtime: Runtime, session: AppSession, request: Request) {
  const api = publicApi(runtime);
  let user: Promise<User> | undefined;

  const tokens = (): AuthTokens | undefined => {
    const accessToken = session.get("accessToken");
    const refreshToken = session.get("refreshToken");
    const tokenExpiration = session.get("tokenExpiration");
    return accessToken && refreshToken && tokenExpiration ? { accessToken, refreshToken, tokenExpiration } : undefined;
  };

  function store(next: AuthTokens) {
    session.set("accessToken", next.accessToken);
    session.set("refreshToken", next.refreshToken);
    session.set("tokenExpiration", next.tokenExpiration);
  }

  function clear() {
    session.unset("accessToken");
    session.unset("refreshToken");
    session.unset("tokenExpiration");
    user = undefined;
  }

  /** Ends the session here and sends the browser to the login page with the reason. */
  function signOut(message: string): never {
    clear();
    session.flash("loginMessage", message);
    throw redirect(loginUrl(request.method === "GET" ? targetOf(request) : undefined));
  }

  async function refresh(current: AuthTokens): Promise<AuthTokens> {
    const next = tokensFromPair(await sharedRefresh(api, current.refreshToken));
    store(next);
    return next;
  }

  /** An authenticated call: proactive refresh, then one retry after a refresh on 401. */
  async function authed<T>(method: string, path: string, body?: unknown, fallback?: string): Promise<T> {
    let current = tokens();
    if (!current) signOut(AUTH_REQUIRED);
    if (current.tokenExpiration - Date.now() < EXPIRY_SKEW_MS) {
      try {
        current = await refresh(current);
      } catch {
        signOut(AUTH_REQUIRED);
      }
    }
    try {
      return await callApi<T>(runtime, method, path, { body, token: current.accessToken }, fallback);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
    try {
      current = await refresh(current);
    } catch (error) {
      signOut(error instanceof ApiError && error.status === 401 ? AUTH_FAILED : AUTH_REQUIRED);
    }
    try {
      return await callApi<T>(runtime, method, path, { body, token: current.accessToken }, fallback);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) signOut(AUTH_FAILED);
      throw error;
    }
  }

  return {
    api,
    session,
    authed,
    signOut,
    get signedIn() {
      return tokens() !== undefined;
    },
    get tokenExpiration() {
      return tokens()?.tokenExpiration;
    },
    signIn(pair: TokenPair) {
      store(tokensFromPair(pair));
      user = undefined;
    },
    /** Proactively rotates the tokens (the browser's scheduled refresh). */
    async refreshNow() {
      const current = tokens();
      if (!current) signOut(AUTH_REQUIRED);
      try {
        return await refresh(current);
      } catch (error) {
        signOut(error instanceof ApiError && error.status === 401 ? AUTH_FAILED : AUTH_REQUIRED);
      }
    },
    /** Revokes the session upstream (best effort) and forgets the tokens. */
    async logout() {
      const current = tokens();
      clear();
      if (current) await api.logout(current.accessToken).catch(() => undefined);
    },
    user(): Promise<User> {
      user ??= authed<User>("GET", "/user");
      return user;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
export const authContext = createContext<Auth>();

type Ctx = Readonly<RouterContextProvider>;

export function getAuth(context: Ctx): Auth {
  return context.get(authContext);
}

/**
 * The guard of every protected loader and action (seed section 2): signed out -> /login with the
 * target remembered; user not loadable -> /login; e-mail unverified -> /verify-email with the
 * target remembered; none of the required roles -> /unauthorized.
 */
export async function requireUser(context: Ctx, request: Request, opts: { roles?: string[] } = {}): Promise<User> {
  const auth = getAuth(context);
  if (!auth.signedIn) throw redirect(loginUrl(targetOf(request)));
  const user = await auth.user().catch((error: unknown) => {
    // A redirect (the client signed out) stands; any other failure to load the user signs out too.
    if (error instanceof Response) throw error;
    return auth.signOut(AUTH_REQUIRED);
  });
  if (!user.email_verified) {
    auth.session.set("verifyRedirectTo", targetOf(request));
    throw redirect(`/verify-email?${new URLSearchParams({ redirectTo: targetOf(request) })}`);
  }
  if (opts.roles && !opts.roles.some((role) => user.roles.includes(role))) throw redirect("/unauthorized");
  return user;
}

/** Guest-only pages: a signed-in user goes to /agents. */
export function requireGuest(context: Ctx) {
  if (getAuth(context).signedIn) throw redirect("/agents");
}

export function getRuntime(context: Ctx) {
  return context.get(runtimeContext);
}
