import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, newAccount, type TestApi } from "../test/harness";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe("rate limits", () => {
  it("allows 10 login attempts a minute per e-mail, then answers 429 with Retry-After", async () => {
    const email = newAccount("rl").email;
    for (let i = 0; i < 10; i++) {
      expect((await t.call("POST", "/auth/login", { body: { email, password: "wrong-password" } })).status).toBe(401);
    }
    const res = await t.call("POST", "/auth/login", { body: { email: email.toUpperCase(), password: "wrong-password" } });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it("allows 30 login attempts a minute per client address", async () => {
    const ip = "10.200.0.1";
    for (let i = 0; i < 30; i++) {
      const res = await t.call("POST", "/auth/login", { body: { email: newAccount("ip").email, password: "wrong-password" }, ip });
      expect(res.status).toBe(401);
    }
    const res = await t.call("POST", "/auth/login", { body: { email: newAccount("ip").email, password: "wrong-password" }, ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await t.call("POST", "/auth/login", { body: { email: newAccount("ip").email, password: "x" }, ip: "10.200.0.2" })).status).toBe(401);
  });

  it("sends at most 5 mails a minute to one address, whichever call asks", async () => {
    const account = newAccount("mail");
    expect((await t.call("POST", "/auth/register", { body: account })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      expect((await t.call("POST", "/auth/resend-verification", { body: { email: account.email } })).status).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      expect((await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } })).status).toBe(200);
    }
    const sixth = await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(t.mailer.to(account.email)).toHaveLength(5);
    // The limit counts addresses, not accounts: an unknown address is limited the same way.
    const ghost = newAccount("ghost").email;
    for (let i = 0; i < 5; i++) await t.call("POST", "/auth/password/reset-request", { body: { email: ghost } });
    expect((await t.call("POST", "/auth/password/reset-request", { body: { email: ghost } })).status).toBe(429);
  });
});

describe("client address behind proxies", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const ip = "10.201.0.1";
    for (let i = 0; i < 30; i++) {
      await t.call("POST", "/auth/login", { body: { email: newAccount("xff").email, password: "x" }, ip, headers: { "x-forwarded-for": `203.0.113.${i}` } });
    }
    const res = await t.call("POST", "/auth/login", { body: { email: newAccount("xff").email, password: "x" }, ip, headers: { "x-forwarded-for": "203.0.113.99" } });
    expect(res.status).toBe(429);
  });

  it("with TRUST_PROXY=1 counts the address the proxy appended, which a client cannot forge", async () => {
    const proxied = await createTestApi({ trustProxy: 1 });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await proxied.call("POST", "/auth/login", {
          body: { email: newAccount("px").email, password: "x" },
          headers: { "x-forwarded-for": `198.51.100.${i}, 192.0.2.7` },
        });
        expect(res.status).toBe(401);
      }
      const forged = await proxied.call("POST", "/auth/login", {
        body: { email: newAccount("px").email, password: "x" },
        headers: { "x-forwarded-for": "198.51.100.200, 192.0.2.7" },
      });
      expect(forged.status).toBe(429);
      const other = await proxied.call("POST", "/auth/login", {
        body: { email: newAccount("px").email, password: "x" },
        headers: { "x-forwarded-for": "192.0.2.8" },
      });
      expect(other.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe("the error envelope", () => {
  it("answers an unknown path under /api/v1 with 404 in the envelope", async () => {
    const res = await t.call("GET", "/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), code: "not_found", requestId: expect.any(String) });
    expect(res.headers.get("x-request-id")).toBe(res.body.requestId);
  });

  it("answers a body over 1 MB with 413", async () => {
    const res = await t.call("POST", "/auth/login", { body: { email: "a@example.com", password: "x".repeat(1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  const junk: unknown[] = [null, 42, "text", [], [1, 2], { email: 5, password: [] }, { name: {}, email: null }, { refresh_token: 7 }, { token: { a: 1 }, password: true }];
  const calls: [string, string][] = [
    ["POST", "/auth/register"],
    ["POST", "/auth/login"],
    ["POST", "/auth/refresh"],
    ["POST", "/auth/password/reset-request"],
    ["POST", "/auth/password/reset"],
    ["POST", "/auth/resend-verification"],
  ];
  it.each(calls)("never answers %s %s with a 500, whatever the body", async (method, path) => {
    for (const body of junk) {
      const res = await t.call(method, path, { body: JSON.stringify(body), ip: "10.202.0.1" });
      expect([400, 401, 422, 429], `${JSON.stringify(body)} -> ${res.status}`).toContain(res.status);
      expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String), requestId: expect.any(String) });
    }
    const noType = await t.api.request(`/api/v1${path}`, { method, body: "email=a" });
    expect(noType.status).toBeLessThan(500);
  });

  it("never answers a 500 to odd path tokens", async () => {
    for (const token of ["%E0%A4%A", "a".repeat(300), "%2F%2F", "null", "😀"]) {
      for (const path of ["/auth/verify-email/", "/auth/verify-token/", "/auth/password/verify-token/"]) {
        const res = await t.api.request(`/api/v1${path}${token}`);
        expect(res.status, `${path}${token}`).toBeLessThan(500);
      }
    }
  });
});

describe("GET /openapi.json", () => {
  it("describes every route of the API, generated from the schemas", async () => {
    const res = await t.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const routes = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual(
      [
        "POST /api/v1/auth/register",
        "POST /api/v1/auth/login",
        "POST /api/v1/auth/refresh",
        "POST /api/v1/auth/logout",
        "POST /api/v1/auth/password/reset-request",
        "POST /api/v1/auth/password/reset",
        "GET /api/v1/auth/password/verify-token/{token}",
        "GET /api/v1/auth/verify-email/{token}",
        "POST /api/v1/auth/resend-verification",
        "GET /api/v1/auth/verify-token/{token}",
        "GET /api/v1/user",
        "GET /api/v1/agents",
        "POST /api/v1/agents",
        "GET /api/v1/agents/{id}",
        "PUT /api/v1/agents/{id}",
        "DELETE /api/v1/agents/{id}",
        "GET /api/v1/agents/{id}/keys",
        "POST /api/v1/agents/{id}/keys",
        "DELETE /api/v1/agents/{id}/keys/{keyId}",
        "GET /api/v1/verify-key",
        "GET /api/v1/notifications",
        "POST /api/v1/notifications/{id}/read",
        "POST /api/v1/notifications/read-all",
      ].sort(),
    );
    const login = paths["/api/v1/auth/login"]!.post as { requestBody: { content: Record<string, { schema: unknown }> } };
    expect(JSON.stringify(login.requestBody.content["application/json"]!.schema)).toContain("LoginRequest");
    expect(res.body.components.schemas.LoginRequest.required).toEqual(["email", "password"]);
  });
});
