import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailTokens, notifications, refreshTokens, sessions, users } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { mails } from "../../mail/templates";
import { ApiError } from "../errors";
import type { RateLimits } from "../rate-limit";
import { hashPassword, verifyPassword } from "./passwords";
import {
  hashToken,
  randomToken,
  REFRESH_GRACE_MS,
  REFRESH_IDLE_MS,
  RESET_PASSWORD_TTL_MS,
  TokenParamSchema,
  VERIFY_EMAIL_TTL_MS,
  type TokenKit,
} from "./tokens";

export type PublicUser = { id: number; name: string; email: string; email_verified: boolean; roles: string[]; data_version: number };
/** The columns a signed-in request carries (never the password hash). */
export type SessionUser = Pick<typeof users.$inferSelect, "id" | "name" | "email" | "emailVerifiedAt" | "roles" | "dataVersion">;
export type TokenPair = { access_token: string; refresh_token: string; expires_in: number; token_type: "Bearer" };
export function toPublicUser(u: SessionUser): PublicUser {
  return { id: u.id, name: u.name, email: u.email, email_verified: u.emailVerifiedAt !== null, roles: u.roles, data_version: u.dataVersion };
}

const invalidCredentials = () => new ApiError(401, "invalid_credentials", "Invalid email or password");
const invalidRefresh = () => new ApiError(401, "invalid_refresh_token", "Your session has ended. Please sign in again.");
const FIRST_USER_LOCK = 7_410_001;

type Deps = { db: Db; mailer: Mailer; tokens: TokenKit; limits: RateLimits; appUrl: string };
type Client = { ip: string; userAgent?: string };

/** Accounts: registration, sign-in, token rotation, e-mail verification and password reset. */
export function createAccounts({ db, mailer, tokens, limits, appUrl }: Deps) {
  const link = (path: string) => `${appUrl}${path}`;

  // Runs on every authenticated request: prepared once, with only the columns requests need.
  const sessionUserQuery = db
    .select({ id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt, roles: users.roles, dataVersion: users.dataVersion })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder("userId")),
        eq(sessions.id, sql.placeholder("sessionId")),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare("session_user");

  async function limitMail(email: string, ip: string) {
    await limits.consume("mailPerIp", ip);
    await limits.consume("mailPerAddress", email);
  }

  async function issueEmailToken(db: Db, userId: number, purpose: "verify_email" | "reset_password") {
    const token = randomToken(24);
    const ttl = purpose === "verify_email" ? VERIFY_EMAIL_TTL_MS : RESET_PASSWORD_TTL_MS;
    const now = new Date();
    await db
      .insert(emailTokens)
      .values({ userId, purpose, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + ttl) });
    return token;
  }

  async function pairFor(sessionId: string, userId: number, refreshToken: string, tokenId: number, issuedAt: Date): Promise<TokenPair> {
    const accessToken = await tokens.signAccess({ userId, sessionId }, issuedAt, tokenId);
    const remaining = Math.floor(issuedAt.getTime() / 1000) + tokens.accessTtl - Math.floor(Date.now() / 1000);
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: Math.max(0, remaining), token_type: "Bearer" };
  }

  /** The token given, for this purpose, not used and not expired. */
  const liveEmailToken = (token: string, purpose: "verify_email" | "reset_password") =>
    and(
      eq(emailTokens.tokenHash, hashToken(token)),
      eq(emailTokens.purpose, purpose),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, new Date()),
    );

  /** Looks up a still-usable e-mail token (unused, unexpired) without consuming it. */
  async function findEmailToken(token: string, purpose: "verify_email" | "reset_password") {
    if (!TokenParamSchema.test(token)) return undefined;
    const [row] = await db
      .select({ userId: emailTokens.userId, email: users.email })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(liveEmailToken(token, purpose));
    return row;
  }

  /** Marks an e-mail token used, atomically: of two concurrent uses exactly one gets the user id. */
  async function consumeEmailToken(tx: Db, token: string, purpose: "verify_email" | "reset_password") {
    if (!TokenParamSchema.test(token)) return undefined;
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(liveEmailToken(token, purpose))
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  }

  return {
    /**
     * Creates an account. An address that already has one gets the same answer and a mail telling
     * its owner, so the answer never reveals who has an account.
     */
    async register(input: { name: string; email: string; password: string }, client: Client) {
      await limitMail(input.email, client.ip);
      // Hash before looking: both branches pay for it, so timing does not tell them apart either.
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction(async (tx) => {
        // Serialises registrations so exactly one account can be the first (the admin).
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
        const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
        const [user] = await tx
          .insert(users)
          .values({ name: input.name, email: input.email, passwordHash, roles: count === 0 ? ["admin"] : ["member"] })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) return undefined;
        return { user, token: await issueEmailToken(tx, user.id, "verify_email") };
      });
      if (created) {
        mailer.send(mails.verifyEmail(input.email, link(`/verify-email/${created.token}`)));
      } else {
        mailer.send(mails.alreadyRegistered(input.email, link("/login"), link("/forgot-password")));
      }
      return {
        message: "Account created. We sent you an e-mail with a link to verify your address.",
        user: { name: input.name, email: input.email, email_verified: false, roles: created?.user.roles ?? ["member"] },
      };
    },

    async login(input: { email: string; password: string }, client: Client): Promise<TokenPair> {
      await limits.consume("loginPerIp", client.ip);
      await limits.consume("loginPerEmail", input.email);
      const [user] = await db.select().from(users).where(eq(users.email, input.email));
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw invalidCredentials();
      const refreshToken = randomToken();
      const now = new Date();
      const { sessionId, tokenId } = await db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({
            userId: user.id,
            createdAt: now,
            lastUsedAt: now,
            expiresAt: new Date(now.getTime() + REFRESH_IDLE_MS),
            userAgent: client.userAgent?.slice(0, 300),
            ip: client.ip.slice(0, 64),
          })
          .returning({ id: sessions.id });
        const [token] = await tx
          .insert(refreshTokens)
          .values({ sessionId: session!.id, tokenHash: hashToken(refreshToken), createdAt: now })
          .returning({ id: refreshTokens.id });
        return { sessionId: session!.id, tokenId: token!.id };
      });
      return pairFor(sessionId, user.id, refreshToken, tokenId, now);
    },

    /**
     * Rotates a refresh token. The swap is one conditional UPDATE in a transaction, so across any
     * number of instances exactly one request rotates a token; a repeat within the grace window gets
     * the same successor, a later repeat is reuse and revokes the whole family.
     */
    async refresh(presented: string): Promise<TokenPair> {
      if (!TokenParamSchema.test(presented)) throw invalidRefresh();
      const presentedHash = hashToken(presented);
      const successor = tokens.successorOf(presented);
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const [rotated] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(and(eq(refreshTokens.tokenHash, presentedHash), isNull(refreshTokens.rotatedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (rotated) {
          const [session] = await tx.select().from(sessions).where(eq(sessions.id, rotated.sessionId));
          if (!session || session.revokedAt || session.expiresAt <= now) return { kind: "dead" as const };
          const [next] = await tx
            .insert(refreshTokens)
            .values({ sessionId: session.id, tokenHash: hashToken(successor), createdAt: now })
            .returning({ id: refreshTokens.id });
          await tx
            .update(sessions)
            .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + REFRESH_IDLE_MS) })
            .where(eq(sessions.id, session.id));
          return { kind: "rotated" as const, sessionId: session.id, userId: session.userId, tokenId: next!.id, issuedAt: now };
        }
        const [seen] = await tx
          .select({ rotatedAt: refreshTokens.rotatedAt, session: sessions })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, presentedHash));
        if (!seen || seen.session.revokedAt || seen.session.expiresAt <= now) return { kind: "dead" as const };
        if (seen.rotatedAt && now.getTime() - seen.rotatedAt.getTime() <= REFRESH_GRACE_MS) {
          const [next] = await tx
            .select({ id: refreshTokens.id, createdAt: refreshTokens.createdAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashToken(successor)));
          if (!next) return { kind: "dead" as const };
          return { kind: "rotated" as const, sessionId: seen.session.id, userId: seen.session.userId, tokenId: next.id, issuedAt: next.createdAt };
        }
        // Reuse of a rotated token: someone holds a copy. End the whole family.
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: "refresh_token_reuse" })
          .where(eq(sessions.id, seen.session.id));
        return { kind: "reused" as const };
      });
      if (outcome.kind !== "rotated") throw invalidRefresh();
      return pairFor(outcome.sessionId, outcome.userId, successor, outcome.tokenId, outcome.issuedAt);
    },

    async logout(auth: { userId: number; sessionId: string }) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: "logout" })
        .where(and(eq(sessions.id, auth.sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)));
    },

    async requestPasswordReset(email: string, client: Client) {
      await limitMail(email, client.ip);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (user) {
        const token = await issueEmailToken(db, user.id, "reset_password");
        mailer.send(mails.resetPassword(email, link(`/reset-password/${token}`)));
      }
      return { message: "If an account exists for that address, we sent it a link to reset the password." };
    },

    async verifyResetToken(token: string) {
      const row = await findEmailToken(token, "reset_password");
      if (!row) throw new ApiError(400, "invalid_token", "This password reset link is invalid or has expired.");
      return { valid: true as const, email: row.email };
    },

    /** Sets a new password from a reset link and ends every session of the account. */
    async resetPassword(input: { token: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      const done = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, input.token, "reset_password");
        if (userId === undefined) return false;
        const now = new Date();
        // Opening the link proves control of the inbox, so the address counts as verified too.
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: "password_reset" })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .update(emailTokens)
          .set({ usedAt: now })
          .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "reset_password"), isNull(emailTokens.usedAt)));
        return true;
      });
      if (!done) throw new ApiError(400, "invalid_token", "This password reset link is invalid, was already used or has expired.");
      return { message: "Your password has been changed. Please sign in with the new one." };
    },

    async verifyEmail(token: string) {
      const email = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, "verify_email");
        if (userId === undefined) return undefined;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        await tx.insert(notifications).values({
          userId,
          type: "info",
          title: "Welcome to AgentDesk",
          message: "Create your first agent, then give it knowledge to answer from.",
          link: "/agents",
        });
        return user?.email;
      });
      if (!email) throw new ApiError(400, "invalid_token", "This verification link is invalid, was already used or has expired.");
      return { message: "Your e-mail address is verified.", email, email_verified: true as const };
    },

    async checkVerifyToken(token: string) {
      if (!(await findEmailToken(token, "verify_email"))) {
        throw new ApiError(400, "invalid_token", "This verification link is invalid, was already used or has expired.");
      }
      return { valid: true as const };
    },

    async resendVerification(email: string, client: Client) {
      await limitMail(email, client.ip);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (user && !user.emailVerifiedAt) {
        const token = await issueEmailToken(db, user.id, "verify_email");
        mailer.send(mails.verifyEmail(email, link(`/verify-email/${token}`)));
      }
      return { message: "If that address has an account waiting for verification, we sent it a new link." };
    },

    /** The user behind a live session, or undefined (session revoked, user gone). */
    async sessionUser(auth: { userId: number; sessionId: string }): Promise<SessionUser | undefined> {
      const [row] = await sessionUserQuery.execute({ userId: auth.userId, sessionId: auth.sessionId });
      return row;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
