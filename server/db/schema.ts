import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, real, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

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
  /**
   * Grows whenever the user's own data changes (this row, agents, keys, notifications), bumped by
   * triggers (drizzle/0002): the web app compares it to tell whether a page it rendered is current.
   */
  dataVersion: bigint("data_version", { mode: "number" }).notNull().default(0),
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

/** An agent: the product's central object. Knowledge, conversations and plugins hang off agents.id. */
export const agents = pgTable(
  "agents",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 80 }).notNull(),
    role: varchar("role", { length: 500 }).notNull().default(""),
    status: varchar("status", { length: 10 }).notNull().default("active").$type<"active" | "paused">(),
    instructions: text("instructions").notNull().default(""),
    tone: varchar("tone", { length: 40 }).notNull().default("friendly"),
    greeting: varchar("greeting", { length: 500 }).notNull().default(""),
    fallbackMessage: varchar("fallback_message", { length: 500 }).notNull().default(""),
    suggestedQuestions: text("suggested_questions").array().notNull().default(sql`'{}'::text[]`),
    language: varchar("language", { length: 35 }).notNull().default("en"),
    model: varchar("model", { length: 100 }).notNull().default(""),
    temperature: real("temperature").notNull().default(0.7),
    maxTokens: integer("max_tokens").notNull().default(1024),
    knowledgeTags: text("knowledge_tags").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index("agents_user_id_created_at_idx").on(t.userId, t.createdAt),
    check("agents_status_check", sql`${t.status} in ('active', 'paused')`),
    check("agents_temperature_check", sql`${t.temperature} >= 0 and ${t.temperature} <= 2`),
  ],
);

/** Per-agent API keys for the widget and integrations; only a SHA-256 of the secret is kept. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: bigint("agent_id", { mode: "number" })
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    prefix: varchar("prefix", { length: 16 }).notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("api_keys_agent_id_idx").on(t.agentId)],
);

/** In-app notifications of a user (the bell); later issues add their own event types. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 10 }).notNull().$type<"success" | "error" | "warning" | "info">(),
    title: varchar("title", { length: 200 }).notNull(),
    message: varchar("message", { length: 1000 }).notNull().default(""),
    link: varchar("link", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt),
    check("notifications_type_check", sql`${t.type} in ('success', 'error', 'warning', 'info')`),
  ],
);
