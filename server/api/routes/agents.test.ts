import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, apiKeys } from "../../db/schema";
import { AGENT_FIELDS, createAgents } from "../services/agents";
import { createTestApi, newAccount, type TestApi } from "../../test/harness";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function user(prefix = "owner") {
  const account = newAccount(prefix);
  await t.call("POST", "/auth/register", { body: account });
  const login = await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } });
  return login.body.access_token as string;
}

describe("agents CRUD", () => {
  it("creates with defaults, lists newest first, reads, updates and deletes", async () => {
    const token = await user();
    const first = await t.call("POST", "/agents", { token, body: { name: "  Helper  " } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(Number),
      name: "Helper",
      role: "",
      status: "active",
      instructions: "",
      suggested_questions: [],
      knowledge_tags: [],
      temperature: expect.any(Number),
      max_tokens: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await t.call("POST", "/agents", { token, body: { name: "Seller", role: "Sales Assistant", temperature: 1.2, suggested_questions: ["What does it cost?"] } });
    expect(second.status).toBe(201);
    const list = await t.call("GET", "/agents", { token });
    expect(list.body.data.map((a: { name: string }) => a.name)).toEqual(["Seller", "Helper"]);

    const updated = await t.call("PUT", `/agents/${first.body.id}`, { token, body: { status: "paused", knowledge_tags: ["faq", "faq", "billing"] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Helper", status: "paused", knowledge_tags: ["faq", "billing"] });
    expect(new Date(updated.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(first.body.updated_at).getTime());
    expect((await t.call("GET", `/agents/${first.body.id}`, { token })).body.status).toBe("paused");

    expect((await t.call("DELETE", `/agents/${first.body.id}`, { token })).status).toBe(204);
    expect((await t.call("GET", `/agents/${first.body.id}`, { token })).status).toBe(404);
    expect((await t.call("GET", "/agents", { token })).body.data).toHaveLength(1);
  });

  it("narrows the list to the fields asked for, with the id always, and refuses unknown fields", async () => {
    const token = await user("fields");
    const other = await user("fields-other");
    await t.call("POST", "/agents", { token: other, body: { name: "Not mine" } });
    const a = (await t.call("POST", "/agents", { token, body: { name: "First", role: "Sales Assistant" } })).body;
    const b = (await t.call("POST", "/agents", { token, body: { name: "Second", status: "paused" } })).body;

    const narrow = await t.call("GET", "/agents?fields=name,status,updated_at", { token });
    expect(narrow.status).toBe(200);
    expect(narrow.body.data).toEqual([
      { id: b.id, name: "Second", status: "paused", updated_at: b.updated_at },
      { id: a.id, name: "First", status: "active", updated_at: a.updated_at },
    ]);
    // Spaces, repeats and order do not matter; the full list is unchanged.
    expect((await t.call("GET", "/agents?fields=%20role%20,role,id", { token })).body.data).toEqual([
      { id: b.id, role: "" },
      { id: a.id, role: "Sales Assistant" },
    ]);
    expect((await t.call("GET", "/agents", { token })).body.data).toEqual([b, a]);

    for (const query of ["fields=name,owner", "fields=password_hash", "fields=", "fields=,"]) {
      const res = await t.call("GET", `/agents?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(res.body.issues.map((i: { path: string }) => i.path), query).toContain("fields");
    }
  });

  it("answers any number of distinct field sets, past those it prepares", async () => {
    const token = await user("many-sets");
    const created = (await t.call("POST", "/agents", { token, body: { name: "Sets", role: "r" } })).body;
    const owner = (await t.call("GET", "/user", { token })).body.id as number;
    const service = createAgents(t.database.db);
    const optional = AGENT_FIELDS.filter((f) => f !== "id");
    for (let mask = 1; mask <= 80; mask++) {
      const fields = optional.filter((_, i) => mask & (1 << i));
      const [row] = await service.list(owner, fields);
      expect(Object.keys(row!).sort(), `set ${mask}`).toEqual(["id", ...fields].sort());
      for (const f of fields) expect(row![f], `${f} of set ${mask}`).toEqual(created[f]);
    }
  });

  it.each([
    [{}, "name"],
    [{ name: "" }, "name"],
    [{ name: "x".repeat(81) }, "name"],
    [{ name: "A", role: "r".repeat(501) }, "role"],
    [{ name: "A", status: "sleeping" }, "status"],
    [{ name: "A", instructions: "i".repeat(8001) }, "instructions"],
    [{ name: "A", temperature: 2.5 }, "temperature"],
    [{ name: "A", temperature: "hot" }, "temperature"],
    [{ name: "A", max_tokens: 0 }, "max_tokens"],
    [{ name: "A", suggested_questions: ["1", "2", "3", "4", "5", "6", "7"] }, "suggested_questions"],
    [{ name: "A", knowledge_tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, "knowledge_tags"],
    [{ name: "A", id: 99 }, "body"],
    [{ name: "A", user_id: 1 }, "body"],
    [{ name: "A", created_at: "2020-01-01" }, "body"],
  ])("refuses %j with 422 naming %s", async (body, path) => {
    const token = await user("v");
    const res = await t.call("POST", "/agents", { token, body });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("never writes read-only fields on update", async () => {
    const token = await user("ro");
    const created = await t.call("POST", "/agents", { token, body: { name: "Fixed" } });
    const res = await t.call("PUT", `/agents/${created.body.id}`, { token, body: { id: 1, name: "Changed" } });
    expect(res.status).toBe(422);
    expect((await t.call("GET", `/agents/${created.body.id}`, { token })).body.name).toBe("Fixed");
  });

  it("answers odd ids with 404, never 500", async () => {
    const token = await user("ids");
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999", "%20"]) {
      expect((await t.call("GET", `/agents/${id}`, { token })).status, id).toBe(404);
      expect((await t.call("DELETE", `/agents/${id}/keys/1`, { token })).status, id).toBe(404);
    }
  });

  it("needs a signed-in user", async () => {
    expect((await t.call("GET", "/agents")).status).toBe(401);
    expect((await t.call("POST", "/agents", { body: { name: "x" } })).status).toBe(401);
  });
});

describe("ownership", () => {
  it("answers user B with 404 on every route and method of user A's agent and keys, and changes nothing", async () => {
    const a = await user("a");
    const b = await user("b");
    const agent = (await t.call("POST", "/agents", { token: a, body: { name: "Private" } })).body;
    const key = (await t.call("POST", `/agents/${agent.id}/keys`, { token: a, body: { name: "site" } })).body;
    const attempts: [string, string, unknown?][] = [
      ["GET", `/agents/${agent.id}`],
      ["PUT", `/agents/${agent.id}`, { name: "Stolen" }],
      ["DELETE", `/agents/${agent.id}`],
      ["GET", `/agents/${agent.id}/keys`],
      ["POST", `/agents/${agent.id}/keys`, { name: "mine" }],
      ["DELETE", `/agents/${agent.id}/keys/${key.id}`],
    ];
    const missing = await t.call("GET", "/agents/999999", { token: b });
    for (const [method, path, body] of attempts) {
      const res = await t.call(method, path, { token: b, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect({ ...res.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
    }
    expect((await t.call("GET", "/agents", { token: b })).body.data).toEqual([]);
    const still = await t.call("GET", `/agents/${agent.id}`, { token: a });
    expect(still.body.name).toBe("Private");
    expect((await t.call("GET", `/agents/${agent.id}/keys`, { token: a })).body.data).toHaveLength(1);
    // A's key cannot be deleted through B's agent either.
    const bAgent = (await t.call("POST", "/agents", { token: b, body: { name: "B's" } })).body;
    expect((await t.call("DELETE", `/agents/${bAgent.id}/keys/${key.id}`, { token: b })).status).toBe(404);
  });
});

describe("API keys", () => {
  it("shows the secret once, stores only a hash, lists without secrets, and stops working when deleted", async () => {
    const token = await user("keys");
    const agent = (await t.call("POST", "/agents", { token, body: { name: "Keyed" } })).body;
    const created = await t.call("POST", `/agents/${agent.id}/keys`, { token, body: { name: "Website" } });
    expect(created.status).toBe(201);
    const { key, prefix } = created.body;
    expect(key).toMatch(/^adk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.body.id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);

    const list = await t.call("GET", `/agents/${agent.id}/keys`, { token });
    expect(list.body.data).toEqual([{ id: created.body.id, name: "Website", prefix, created_at: expect.any(String), last_used_at: null }]);
    expect(JSON.stringify(list.body)).not.toContain(key);

    const ok = await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": key } });
    expect(ok).toMatchObject({ status: 200, body: { valid: true, agent_id: agent.id } });
    expect((await t.call("GET", `/agents/${agent.id}/keys`, { token })).body.data[0].last_used_at).not.toBeNull();

    expect((await t.call("DELETE", `/agents/${agent.id}/keys/${created.body.id}`, { token })).status).toBe(204);
    expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": key } })).status).toBe(401);
    expect((await t.call("DELETE", `/agents/${agent.id}/keys/${created.body.id}`, { token })).status).toBe(404);
  });

  it("refuses missing and unknown keys with 401", async () => {
    expect((await t.call("GET", "/verify-key")).status).toBe(401);
    expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": "adk_" + "x".repeat(43) } })).status).toBe(401);
    expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": "nonsense" } })).status).toBe(401);
  });

  it("needs a key name", async () => {
    const token = await user("kn");
    const agent = (await t.call("POST", "/agents", { token, body: { name: "K" } })).body;
    const res = await t.call("POST", `/agents/${agent.id}/keys`, { token, body: { name: " " } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: "name", message: "Name the key." }]);
  });

  it("deleting an agent deletes its keys, which stop working", async () => {
    const token = await user("cascade");
    const agent = (await t.call("POST", "/agents", { token, body: { name: "Doomed" } })).body;
    const { key } = (await t.call("POST", `/agents/${agent.id}/keys`, { token, body: { name: "k" } })).body;
    expect((await t.call("DELETE", `/agents/${agent.id}`, { token })).status).toBe(204);
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.agentId, agent.id))).toEqual([]);
    expect(await t.database.db.select().from(agents).where(eq(agents.id, agent.id))).toEqual([]);
    expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": key } })).status).toBe(401);
  });
});
