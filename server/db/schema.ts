import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid, varchar, integer } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

/** Account holders. Every product object (agents, knowledge, conversations) hangs off users.id. */
export const users = pgTable("users", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  name: varchar("name", { length: 100 }).notNull(),
  // Stored normalised (trimmed, lower-cased); the unique index is the single source of truth.
  email: varchar("email", { length: 254 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
  roles: text("roles").array().notNull().default(sql`'{member}'::text[]`),
  ...timestamps,
});

/** One login: a refresh-token family. Revoking it ends the session and its access tokens. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Sliding: moves 30 days ahead at every refresh. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    revokedReason: varchar("revoked_reason", { length: 40 }),
    userAgent: varchar("user_agent", { length: 300 }),
    ip: varchar("ip", { length: 64 }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes. rotatedAt marks a token already exchanged. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("refresh_tokens_session_id_idx").on(t.sessionId)],
);

/** Single-use links sent by e-mail (verification, password reset), stored as SHA-256 hashes. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull().$type<"verify_email" | "reset_password">(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("email_tokens_user_id_idx").on(t.userId),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** Shared counters of rate-limiter-flexible's PostgreSQL store (its own column layout), used when DATABASE_URL is set. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
