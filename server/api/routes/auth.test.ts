import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, refreshTokens, sessions, users } from "../../db/schema";
import { createTokenKit, hashToken } from "../services/tokens";
import { createTestApi, newAccount, TEST_CONFIG, tokenFromMail, type TestApi } from "../../test/harness";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function registered(prefix = "user", ip?: string) {
  const account = newAccount(prefix);
  const res = await t.call("POST", "/auth/register", { body: account, ip });
  expect(res.status).toBe(201);
  return account;
}

async function signedIn(prefix = "user") {
  const account = await registered(prefix);
  const res = await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } });
  expect(res.status).toBe(200);
  return { account, tokens: res.body as { access_token: string; refresh_token: string; expires_in: number } };
}

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });

describe("POST /auth/register", () => {
  it("creates an account, normalises the e-mail and mails a verification link", async () => {
    const account = newAccount("reg");
    const res = await t.call("POST", "/auth/register", { body: { ...account, email: `  ${account.email.toUpperCase()} ` } });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/verify/i);
    expect(res.body.user).toEqual({ name: account.name, email: account.email, email_verified: false, roles: expect.any(Array) });
    const mails = t.mailer.to(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(/^http:\/\/agentdesk\.test\/verify-email\/[A-Za-z0-9_-]{32}$/);
    expect(mails[0]!.text).toContain(mails[0]!.links[0]);
  });

  it("stores an argon2id hash, never the password", async () => {
    const account = await registered("hash");
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  it("answers an address that already has an account exactly like a new one, and tells its owner", async () => {
    const account = await registered("dup");
    const [before] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const fresh = newAccount("dup");
    const again = await t.call("POST", "/auth/register", { body: { ...account, name: fresh.name, password: fresh.password } });
    const brandNew = await t.call("POST", "/auth/register", { body: fresh });
    expect(again.status).toBe(brandNew.status);
    expect(Object.keys(again.body)).toEqual(Object.keys(brandNew.body));
    expect(again.body.message).toBe(brandNew.body.message);
    expect(again.body.user).toEqual({ ...brandNew.body.user, email: account.email });
    // The account is untouched and its owner is told, with no verification link in that mail.
    const [after] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(after).toEqual(before);
    const mails = t.mailer.to(account.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/tried to register/);
    expect(mails[1]!.links.join(" ")).not.toContain("/verify-email/");
  });

  it("refuses invalid fields with 422 and an issue per field", async () => {
    const res = await t.call("POST", "/auth/register", { body: { name: "   ", email: "not-an-email", password: "short" } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "validation_error", requestId: expect.any(String) });
    const byPath = Object.fromEntries(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(byPath).toEqual({ name: "Enter your name.", email: "Enter a valid e-mail address.", password: "Use at least 8 characters." });
  });

  it.each([
    ["a name over 100 characters", { name: "n".repeat(101) }, "name"],
    ["a password over 128 characters", { password: "p".repeat(129) }, "password"],
    ["one of the most common passwords", { password: "password1" }, "password"],
    ["a common password in other case", { password: "QwertyUIOP" }, "password"],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@example.com` }, "email"],
    ["a missing name", { name: undefined }, "name"],
  ])("refuses %s", async (_label, patch, path) => {
    const res = await t.call("POST", "/auth/register", { body: { ...newAccount("bad"), ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("accepts a 128-character password and uses all of it", async () => {
    const account = { ...newAccount("long"), password: `${"x".repeat(120)}AbCd1234` };
    expect(account.password).toHaveLength(128);
    expect((await t.call("POST", "/auth/register", { body: account })).status).toBe(201);
    const truncated = { email: account.email, password: `${account.password.slice(0, 127)}5` };
    expect((await t.call("POST", "/auth/login", { body: truncated })).status).toBe(401);
    expect((await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } })).status).toBe(200);
  });
});

describe("POST /auth/login and GET /user", () => {
  it("signs in an unverified account and returns a bearer pair", async () => {
    await registered("first"); // so this account is not the database's first (the admin), whatever the order
    const { account, tokens } = await signedIn("login");
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 900 });
    const me = await t.call("GET", "/user", { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: expect.any(Number), name: account.name, email: account.email, email_verified: false, roles: ["member"], data_version: expect.any(Number) });
  });

  it("accepts the e-mail in any case and with spaces", async () => {
    const account = await registered("case");
    const res = await t.call("POST", "/auth/login", { body: { email: ` ${account.email.toUpperCase()}`, password: account.password } });
    expect(res.status).toBe(200);
  });

  it("answers a wrong password and an unknown address identically", async () => {
    const account = await registered("wrong");
    const wrong = await t.call("POST", "/auth/login", { body: { email: account.email, password: "not-the-password" } });
    const unknown = await t.call("POST", "/auth/login", { body: { email: `nobody-${account.email}`, password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
    expect(unknown.status).toBe(401);
  });

  it("takes as long for an unknown address as for a wrong password (both pay for argon2)", async () => {
    const account = await registered("timing");
    const time = async (email: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await t.call("POST", "/auth/login", { body: { email, password: "not-the-password" }, ip: `10.9.0.${i}` });
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b)[2]!;
    };
    await time(`warm-${account.email}`);
    const known = await time(account.email);
    const unknown = await time(`ghost-${account.email}`);
    // Skipping the hash would make the unknown path an order of magnitude faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
    expect(unknown).toBeLessThan(known * 2);
  });

  it("refuses missing, malformed, expired, forged and unsigned access tokens", async () => {
    const { tokens } = await signedIn("jwt");
    const kit = createTokenKit(TEST_CONFIG.jwtSecret, 900);
    const claims = await kit.verifyAccess(tokens.access_token);
    expect(claims).not.toBeNull();
    const expired = await kit.signAccess(claims!, new Date(Date.now() - 3600_000), 1);
    const forged = await createTokenKit("another-secret-that-is-long-enough-0123456789", 900).signAccess(claims!, new Date(), 1);
    const [, payload] = tokens.access_token.split(".");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const cases: Record<string, string>[] = [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic abc" },
      { authorization: "Bearer not.a.jwt" },
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${forged}` },
      { authorization: `Bearer ${unsigned}` },
    ];
    for (const headers of cases) {
      const res = await t.call("GET", "/user", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.code).toBe("unauthorized");
    }
  });

  it("refuses a login body that is not valid", async () => {
    expect((await t.call("POST", "/auth/login", { body: { email: "x" } })).status).toBe(422);
    expect((await t.call("POST", "/auth/login", { body: "{not json" })).status).toBe(400);
  });
});

describe("roles", () => {
  it("makes the first account on an empty database admin and later ones members, even when they race", async () => {
    const own = await createTestApi();
    try {
      const accounts = [newAccount("race"), newAccount("race"), newAccount("race"), newAccount("race")];
      const answers = await Promise.all(accounts.map((body) => own.call("POST", "/auth/register", { body })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      const rows = await own.database.db.select({ roles: users.roles }).from(users);
      expect(rows.map((r) => r.roles.join()).sort()).toEqual(["admin", "member", "member", "member"]);
    } finally {
      await own.close();
    }
  });
});

describe("POST /auth/refresh", () => {
  it("rotates: a new pair, and the old refresh token is spent", async () => {
    const { tokens } = await signedIn("rot");
    const first = await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(first.body.access_token).not.toBe(tokens.access_token);
    expect((await t.call("GET", "/user", { token: first.body.access_token })).status).toBe(200);
    const next = await t.call("POST", "/auth/refresh", { body: { refresh_token: first.body.refresh_token } });
    expect(next.status).toBe(200);
  });

  it("stores refresh tokens only as hashes", async () => {
    const { tokens } = await signedIn("rthash");
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)));
    expect(rows).toHaveLength(1);
    const plain = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokens.refresh_token));
    expect(plain).toHaveLength(0);
  });

  it("gives the same new pair to a repeat within 10 seconds, including concurrent repeats", async () => {
    const { tokens } = await signedIn("grace");
    const [a, b] = await Promise.all([
      t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } }),
      t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    expect(b.body.access_token).toBe(a.body.access_token);
    const later = await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } });
    expect(later.status).toBe(200);
    expect(later.body.refresh_token).toBe(a.body.refresh_token);
    expect(later.body.access_token).toBe(a.body.access_token);
  });

  it("treats a repeat after the grace window as reuse and revokes the whole family", async () => {
    const { tokens } = await signedIn("reuse");
    const rotated = await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } });
    expect(rotated.status).toBe(200);
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)));
    const reuse = await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } });
    expect(reuse.status).toBe(401);
    // Everything of that family is dead: the legitimate successor and its access token too.
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: rotated.body.refresh_token } })).status).toBe(401);
    expect((await t.call("GET", "/user", { token: rotated.body.access_token })).status).toBe(401);
  });

  it("ends a session unused for 30 days", async () => {
    const { tokens } = await signedIn("idle");
    const claims = await createTokenKit(TEST_CONFIG.jwtSecret, 900).verifyAccess(tokens.access_token);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, claims!.sessionId));
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
  });

  it("refuses unknown and missing refresh tokens", async () => {
    const unknown = await t.call("POST", "/auth/refresh", { body: { refresh_token: "A".repeat(43) } });
    expect(unknown.status).toBe(401);
    const missing = await t.call("POST", "/auth/refresh", { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([{ path: "refresh_token", message: "No refresh token available" }]);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the session's refresh family and its access token", async () => {
    const { tokens } = await signedIn("logout");
    const res = await t.call("POST", "/auth/logout", { token: tokens.access_token });
    expect(res.status).toBe(204);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
    expect((await t.call("GET", "/user", { token: tokens.access_token })).status).toBe(401);
    expect((await t.call("POST", "/auth/logout")).status).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const { account, tokens } = await signedIn("two");
    const other = await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } });
    await t.call("POST", "/auth/logout", { token: tokens.access_token });
    expect((await t.call("GET", "/user", { token: other.body.access_token })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers known and unknown addresses the same and mails only the account", async () => {
    const account = await registered("reset");
    const known = await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } });
    const unknown = await t.call("POST", "/auth/password/reset-request", { body: { email: `nobody-${account.email}` } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(t.mailer.to(`nobody-${account.email}`)).toHaveLength(0);
    expect(tokenFromMail(t.mailer, account.email, "reset-password")).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("resets the password with a valid token, once, and ends every session", async () => {
    const { account, tokens } = await signedIn("reset2");
    await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } });
    const token = tokenFromMail(t.mailer, account.email, "reset-password");

    const check = await t.call("GET", `/auth/password/verify-token/${token}`);
    expect(check).toMatchObject({ status: 200, body: { valid: true, email: account.email } });

    const weak = await t.call("POST", "/auth/password/reset", { body: { token, password: "123456789" } });
    expect(weak.status).toBe(422);

    const password = `New-${account.password}`;
    const res = await t.call("POST", "/auth/password/reset", { body: { token, password } });
    expect(res.status).toBe(200);
    expect((await t.call("POST", "/auth/password/reset", { body: { token, password: `${password}x` } })).status).toBe(400);
    expect((await t.call("GET", `/auth/password/verify-token/${token}`)).status).toBe(400);

    expect((await t.call("GET", "/user", { token: tokens.access_token })).status).toBe(401);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
    expect((await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } })).status).toBe(401);
    expect((await t.call("POST", "/auth/login", { body: { email: account.email, password } })).status).toBe(200);
  });

  it("refuses expired and made-up tokens with 400", async () => {
    const account = await registered("reset3");
    await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } });
    const token = tokenFromMail(t.mailer, account.email, "reset-password");
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect((await t.call("GET", `/auth/password/verify-token/${token}`)).status).toBe(400);
    expect((await t.call("POST", "/auth/password/reset", { body: { token, password: "A-fine-new-pass" } })).status).toBe(400);
    for (const bad of ["x", "A".repeat(43), "../../etc/passwd", "%00"]) {
      const res = await t.call("GET", `/auth/password/verify-token/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe("invalid_token");
    }
  });
});

describe("e-mail verification", () => {
  it("checks a token without using it, then verifies once", async () => {
    const account = await registered("verify");
    const token = tokenFromMail(t.mailer, account.email, "verify-email");
    expect((await t.call("GET", `/auth/verify-token/${token}`)).body).toEqual({ valid: true });
    expect((await t.call("GET", `/auth/verify-token/${token}`)).status).toBe(200);
    const res = await t.call("GET", `/auth/verify-email/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: account.email, email_verified: true });
    expect((await t.call("GET", `/auth/verify-email/${token}`)).status).toBe(400);
    expect((await t.call("GET", `/auth/verify-token/${token}`)).status).toBe(400);
    const login = await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } });
    expect((await t.call("GET", "/user", { token: login.body.access_token })).body.email_verified).toBe(true);
  });

  it("refuses a token older than 24 hours", async () => {
    const account = await registered("verify2");
    const token = tokenFromMail(t.mailer, account.email, "verify-email");
    const [row] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 3600 * 1000);
    await t.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(emailTokens.id, row!.id));
    expect((await t.call("GET", `/auth/verify-token/${token}`)).status).toBe(400);
    expect((await t.call("GET", `/auth/verify-email/${token}`)).status).toBe(400);
  });

  it("resends only to unverified accounts, with the same answer for any address", async () => {
    const account = await registered("resend");
    const missing = await t.call("POST", "/auth/resend-verification", { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([{ path: "email", message: "Email is required to resend verification" }]);

    const forAccount = await t.call("POST", "/auth/resend-verification", { body: { email: account.email } });
    const forNobody = await t.call("POST", "/auth/resend-verification", { body: { email: `nobody-${account.email}` } });
    expect(forAccount.status).toBe(200);
    expect(forAccount.body).toEqual(forNobody.body);
    expect(t.mailer.to(account.email)).toHaveLength(2);
    expect(t.mailer.to(`nobody-${account.email}`)).toHaveLength(0);

    await t.call("GET", `/auth/verify-email/${tokenFromMail(t.mailer, account.email, "verify-email")}`);
    const verified = await t.call("POST", "/auth/resend-verification", { body: { email: account.email } });
    expect(verified.body).toEqual(forNobody.body);
    expect(t.mailer.to(account.email)).toHaveLength(2);
  });
});

describe("reset tokens are stored hashed and single-use per user", () => {
  it("invalidates the user's other outstanding reset links after a reset", async () => {
    const account = await registered("multi");
    await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } });
    const first = tokenFromMail(t.mailer, account.email, "reset-password");
    await t.call("POST", "/auth/password/reset-request", { body: { email: account.email } });
    const second = tokenFromMail(t.mailer, account.email, "reset-password");
    const stored = await t.database.db
      .select({ hash: emailTokens.tokenHash })
      .from(emailTokens)
      .where(and(eq(emailTokens.purpose, "reset_password"), eq(emailTokens.tokenHash, first)));
    expect(stored).toHaveLength(0);
    expect((await t.call("POST", "/auth/password/reset", { body: { token: second, password: "Another-good-pass" } })).status).toBe(200);
    expect((await t.call("GET", `/auth/password/verify-token/${first}`)).status).toBe(400);
  });
});
