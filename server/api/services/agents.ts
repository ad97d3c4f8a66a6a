import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, apiKeys } from "../../db/schema";
import { ApiError } from "../errors";

/**
 * A key's last use is recorded at most this often. Keys sit in public widgets: without a bound,
 * every call from anyone would be a write (and would move the owner's data version).
 */
export const KEY_USE_RESOLUTION_MS = 60_000;

type AgentRow = typeof agents.$inferSelect;

export type AgentInput = {
  name?: string;
  role?: string;
  status?: "active" | "paused";
  instructions?: string;
  tone?: string;
  greeting?: string;
  fallback_message?: string;
  suggested_questions?: string[];
  language?: string;
  model?: string;
  temperature?: number;
  max_tokens?: number;
  knowledge_tags?: string[];
};

/** The agent as the API shows it (snake_case, ISO timestamps). */
export function toAgentJson(a: AgentRow) {
  return {
    id: a.id,
    name: a.name,
    role: a.role,
    status: a.status,
    instructions: a.instructions,
    tone: a.tone,
    greeting: a.greeting,
    fallback_message: a.fallbackMessage,
    suggested_questions: a.suggestedQuestions,
    language: a.language,
    model: a.model,
    temperature: a.temperature,
    max_tokens: a.maxTokens,
    knowledge_tags: a.knowledgeTags,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export type AgentJson = ReturnType<typeof toAgentJson>;

function toColumns(input: AgentInput): Partial<typeof agents.$inferInsert> {
  const map: Partial<typeof agents.$inferInsert> = {
    name: input.name,
    role: input.role,
    status: input.status,
    instructions: input.instructions,
    tone: input.tone,
    greeting: input.greeting,
    fallbackMessage: input.fallback_message,
    suggestedQuestions: input.suggested_questions,
    language: input.language,
    model: input.model,
    temperature: input.temperature,
    maxTokens: input.max_tokens,
    knowledgeTags: input.knowledge_tags,
  };
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined));
}

/** Every field of the API's agent, by its API name, with the column it comes from. */
const COLUMNS = {
  id: agents.id,
  name: agents.name,
  role: agents.role,
  status: agents.status,
  instructions: agents.instructions,
  tone: agents.tone,
  greeting: agents.greeting,
  fallback_message: agents.fallbackMessage,
  suggested_questions: agents.suggestedQuestions,
  language: agents.language,
  model: agents.model,
  temperature: agents.temperature,
  max_tokens: agents.maxTokens,
  knowledge_tags: agents.knowledgeTags,
  created_at: agents.createdAt,
  updated_at: agents.updatedAt,
} as const;

export type AgentField = keyof typeof COLUMNS;
/** The fields a list may be narrowed to (`?fields=`), in the order the API shows them. */
export const AGENT_FIELDS = Object.keys(COLUMNS) as AgentField[];

const notFound = () => new ApiError(404, "not_found", "Agent not found");

/** The key a client sends: a recognisable prefix and 256 random bits. */
function newKey() {
  const key = `adk_${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, 12), hash: createHash("sha256").update(key).digest("hex") };
}

/** Agents and their API keys; every call is scoped to the owner, so another user's agent is simply not found. */
export function createAgents(db: Db) {
  // The list runs on every visit of the agents page and the agent menu: only the asked-for columns
  // are read and parsed, and the first 64 field sets asked for (the app uses two) become named
  // prepared statements. Any other set runs unnamed, so no caller can pile statements up on the
  // server (2^15 sets, each kept by every pooled connection).
  const MAX_PREPARED_LISTS = 64;
  const listQueries = new Map<number, ReturnType<ReturnType<typeof selectList>["prepare"]>>();
  function selectList(fields: readonly AgentField[]) {
    return db
      .select(Object.fromEntries(fields.map((f) => [f, COLUMNS[f]])))
      .from(agents)
      .where(eq(agents.userId, sql.placeholder("userId")))
      .orderBy(desc(agents.createdAt), desc(agents.id));
  }
  function runList(userId: number, fields: readonly AgentField[]) {
    // Canonical order, id always included: one statement per distinct set, named by its bit mask.
    const chosen = AGENT_FIELDS.filter((f) => f === "id" || fields.includes(f));
    const set = chosen.reduce((bits, f) => bits | (1 << AGENT_FIELDS.indexOf(f)), 0);
    let prepared = listQueries.get(set);
    if (!prepared && listQueries.size < MAX_PREPARED_LISTS) {
      prepared = selectList(chosen).prepare(`agents_list_${set.toString(16)}`);
      listQueries.set(set, prepared);
    }
    return prepared ? prepared.execute({ userId }) : selectList(chosen).execute({ userId });
  }

  async function owned(userId: number, agentId: number) {
    const [row] = await db.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The owner's agents, newest first: every field, or only `fields` (and the id). */
    async list(userId: number, fields: readonly AgentField[] = AGENT_FIELDS) {
      const rows = await runList(userId, fields);
      return rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
      ) as (Partial<AgentJson> & { id: number })[];
    },
    async create(userId: number, input: AgentInput & { name: string }) {
      const [row] = await db.insert(agents).values({ ...toColumns(input), name: input.name, userId }).returning();
      return toAgentJson(row!);
    },
    get: async (userId: number, agentId: number) => toAgentJson(await owned(userId, agentId)),
    async update(userId: number, agentId: number, input: AgentInput) {
      const [row] = await db
        .update(agents)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(and(eq(agents.id, agentId), eq(agents.userId, userId)))
        .returning();
      if (!row) throw notFound();
      return toAgentJson(row);
    },
    /** Deletes the agent and, by cascade in the same statement, its keys (and what later issues attach). */
    async remove(userId: number, agentId: number) {
      const deleted = await db.transaction(async (tx) =>
        tx.delete(agents).where(and(eq(agents.id, agentId), eq(agents.userId, userId))).returning({ id: agents.id }),
      );
      if (deleted.length === 0) throw notFound();
    },
    async listKeys(userId: number, agentId: number) {
      await owned(userId, agentId);
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.agentId, agentId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        created_at: k.createdAt.toISOString(),
        last_used_at: k.lastUsedAt?.toISOString() ?? null,
      }));
    },
    /** Creates a key and returns its secret: the only time it is ever shown. */
    async createKey(userId: number, agentId: number, name: string) {
      await owned(userId, agentId);
      const { key, prefix, hash } = newKey();
      const [row] = await db.insert(apiKeys).values({ agentId, name, prefix, keyHash: hash }).returning();
      return { id: row!.id, name: row!.name, prefix, created_at: row!.createdAt.toISOString(), last_used_at: null, key };
    },
    async deleteKey(userId: number, agentId: number, keyId: number) {
      await owned(userId, agentId);
      const deleted = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.agentId, agentId)))
        .returning({ id: apiKeys.id });
      if (deleted.length === 0) throw new ApiError(404, "not_found", "API key not found");
    },
    /** The agent a live key belongs to, or undefined; marks the key used (to the minute). */
    async verifyKey(key: string) {
      if (!/^adk_[A-Za-z0-9_-]{43}$/.test(key)) return undefined;
      const [row] = await db
        .select({ id: apiKeys.id, agentId: apiKeys.agentId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, createHash("sha256").update(key).digest("hex")));
      if (!row) return undefined;
      const now = Date.now();
      if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= KEY_USE_RESOLUTION_MS) {
        // Conditional, so concurrent first uses write once.
        const stale = new Date(now - KEY_USE_RESOLUTION_MS);
        await db
          .update(apiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
      }
      return row.agentId;
    },
  };
}

export type Agents = ReturnType<typeof createAgents>;
