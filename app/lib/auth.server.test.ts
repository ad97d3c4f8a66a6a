import { createCookieSessionStorage, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, newAccount, tokenFromMail, type TestApi } from "../../server/test/harness";
import { ClientError, EMAIL_REQUIRED, NO_REFRESH_TOKEN, NO_VERIFICATION_TOKEN, publicApi } from "./api.server";
import { AUTH_FAILED, AUTH_REQUIRED, authContext, createAuth, requireUser, safeRedirect, tokensFromPair } from "./auth.server";
import type { Runtime } from "./runtime";
import { sessionStorageFor, type FlashData, type SessionData } from "./session.server";

// The web app's client against the real API (in-process, on a fresh database).
let t: TestApi;
let calls: string[];
let runtime: Runtime;
beforeAll(async () => {
  t = await createTestApi();
  calls = [];
  runtime = {
    api: async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return t.api.fetch(request, { incoming: { socket: { remoteAddress: "10.1.2.3" } } } as never);
    },
    sessionSecret: "s".repeat(40),
    secureCookies: false,
    requestId: "test",
    documentRequest: true,
  };
});
afterAll(() => t.close());

const storage = createCookieSessionStorage<SessionData, FlashData>({ cookie: { name: "s", secrets: ["x"] } });

/** A cookie session holding the tokens of a fresh login. */
async function sessionSignedInAs(account: { email: string; password: string }) {
  const tokens = tokensFromPair(await publicApi(runtime).login({ email: account.email, password: account.password }));
  const session = await storage.getSession();
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("tokenExpiration", tokens.tokenExpiration);
  return session;
}

async function signedInSession() {
  const account = newAccount("web");
  await t.call("POST", "/auth/register", { body: account });
  await t.call("GET", `/auth/verify-email/${tokenFromMail(t.mailer, account.email, "verify-email")}`);
  return { account, session: await sessionSignedInAs(account) };
}

const request = new Request("http://localhost/agents?x=1");

describe("the session client", () => {
  it("refreshes an expired access token before the request, once for concurrent requests of a session", async () => {
    const { account, session } = await signedInSession();
    session.set("tokenExpiration", Date.now() - 1000);
    // Two requests of the same browser session, with the same cookie, at the same time.
    const copy = await storage.getSession(await storage.commitSession(session));
    const a = createAuth(runtime, session, request);
    const b = createAuth(runtime, copy, request);
    calls.length = 0;
    const [ua, ub] = await Promise.all([a.user(), b.user()]);
    expect(ua.email).toBe(account.email);
    expect(ub.email).toBe(account.email);
    expect(calls.filter((c) => c === "POST /api/v1/auth/refresh")).toHaveLength(1);
    expect(session.get("refreshToken")).toBe(copy.get("refreshToken"));
    expect(session.get("tokenExpiration")!).toBeGreaterThan(Date.now());
  });

  it("retries once after a refresh when the API answers 401", async () => {
    const { session } = await signedInSession();
    const original = session.get("refreshToken");
    session.set("accessToken", "forged.invalid.token");
    const auth = createAuth(runtime, session, request);
    calls.length = 0;
    await auth.user();
    expect(calls).toEqual(["GET /api/v1/user", "POST /api/v1/auth/refresh", "GET /api/v1/user"]);
    expect(session.get("refreshToken")).not.toBe(original);
  });

  it("signs out with the seed's message when the refresh after a 401 is refused", async () => {
    const { session } = await signedInSession();
    // Revoke the family upstream: logout with the session's own access token.
    await publicApi(runtime).logout(session.get("accessToken")!);
    const auth = createAuth(runtime, session, request);
    const thrown = await auth.user().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fagents%3Fx%3D1");
    expect(session.get("accessToken")).toBeUndefined();
    expect(session.get("loginMessage")).toBe(AUTH_FAILED);
  });

  it("signs out with 'Authentication required' when a proactive refresh fails", async () => {
    const { session } = await signedInSession();
    await publicApi(runtime).logout(session.get("accessToken")!);
    session.set("tokenExpiration", Date.now() - 1);
    const thrown = await createAuth(runtime, session, request).user().catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(302);
    expect(session.get("loginMessage")).toBe(AUTH_REQUIRED);
  });
});

describe("the seed's client-side errors", () => {
  it("refuses a refresh without a refresh token, a verification without a token and a resend without an e-mail", async () => {
    const api = publicApi(runtime);
    calls.length = 0;
    await expect(api.refresh(undefined)).rejects.toThrow(new ClientError(NO_REFRESH_TOKEN));
    await expect(api.verifyEmail("  ")).rejects.toThrow(new ClientError(NO_VERIFICATION_TOKEN));
    await expect(api.resendVerification("")).rejects.toThrow(new ClientError(EMAIL_REQUIRED));
    expect(calls).toEqual([]);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/dashboard?x=1#h", "/dashboard?x=1#h"],
    ["/agents/12/chat", "/agents/12/chat"],
    ["//evil.example", "/agents"],
    ["https://evil.example/", "/agents"],
    ["/\\evil.example", "/agents"],
    ["/\t/evil.example", "/agents"],
    ["javascript:alert(1)", "/agents"],
    ["dashboard", "/agents"],
    ["", "/agents"],
    [null, "/agents"],
  ])("%j -> %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax; Secure with the __Host- prefix on https; under 4 KB when signed in", async () => {
    const { session } = await signedInSession();
    const plain = await sessionStorageFor({ sessionSecret: "p".repeat(40), secureCookies: false }).commitSession(session);
    expect(plain).toMatch(/^agentdesk_session=/);
    expect(plain).toMatch(/; HttpOnly/);
    expect(plain).toMatch(/; SameSite=Lax/);
    expect(plain).not.toMatch(/; Secure/);
    const secure = await sessionStorageFor({ sessionSecret: "p".repeat(40), secureCookies: true }).commitSession(session);
    expect(secure).toMatch(/^__Host-agentdesk_session=/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).toMatch(/; Secure/);
    expect(secure).not.toMatch(/; Domain=/);
    expect(secure.split(";")[0]!.length).toBeLessThan(4096);
  });
});

describe("requireUser", () => {
  async function contextFor(session: Awaited<ReturnType<typeof signedInSession>>["session"], req: Request) {
    const context = new RouterContextProvider();
    context.set(authContext, createAuth(runtime, session, req));
    return context;
  }

  it("sends a signed-out visitor to /login with the full target remembered", async () => {
    const session = await storage.getSession();
    const thrown = await requireUser(await contextFor(session, request), request).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fagents%3Fx%3D1");
  });

  it("returns the user, and sends a user without the required role to /unauthorized", async () => {
    const { account, session } = await signedInSession();
    const context = await contextFor(session, request);
    expect((await requireUser(context, request)).email).toBe(account.email);
    expect((await requireUser(context, request, { roles: ["member", "admin"] })).email).toBe(account.email);
    const thrown = await requireUser(context, request, { roles: ["auditor"] }).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/unauthorized");
  });

  it("sends a user whose e-mail is unverified to /verify-email, remembering the target", async () => {
    const account = newAccount("unverified");
    await t.call("POST", "/auth/register", { body: account });
    const session = await sessionSignedInAs(account);
    const thrown = await requireUser(await contextFor(session, request), request).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/verify-email?redirectTo=%2Fagents%3Fx%3D1");
    expect(session.get("verifyRedirectTo")).toBe("/agents?x=1");
  });
});
