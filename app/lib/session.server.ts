import { createCookieSessionStorage, createContext, type Session, type SessionStorage } from "react-router";
import type { Runtime } from "./runtime";
import type { Toast } from "./toast";

export type AuthTokens = { accessToken: string; refreshToken: string; /** ms since epoch */ tokenExpiration: number };

export type SessionData = Partial<AuthTokens> & {
  /** Where to go once the e-mail address is verified. */
  verifyRedirectTo?: string;
  /** The address just registered, for "Resend verification" without typing it again. */
  pendingEmail?: string;
};

export type FlashData = {
  /** A sentence the login page shows (why the user was signed out, or that a password changed). */
  loginMessage?: string;
  /** Set after an e-mail link verified an address while signed out. */
  recentlyVerified?: string;
  /** Shown once by the Toaster on the next page. */
  toast?: Toast;
};

export type AppSession = Session<SessionData, FlashData>;

const storages = new Map<string, SessionStorage<SessionData, FlashData>>();

/** The cookie session storage: HttpOnly, SameSite=Lax, signed; Secure and __Host- on https. */
export function sessionStorageFor(runtime: Pick<Runtime, "sessionSecret" | "secureCookies">) {
  const key = `${runtime.secureCookies}:${runtime.sessionSecret}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: runtime.secureCookies ? "__Host-agentdesk_session" : "agentdesk_session",
        httpOnly: true,
        sameSite: "lax",
        secure: runtime.secureCookies,
        path: "/",
        secrets: [runtime.sessionSecret],
        maxAge: 30 * 24 * 3600,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

export const sessionContext = createContext<AppSession>();
