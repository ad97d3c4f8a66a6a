import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../context";
import { ApiError, notFoundOnBadParam } from "../errors";
import { errors, json, jsonBody } from "../schemas";
import { AGENT_FIELDS, type AgentField, type Agents } from "../services/agents";

const text = (max: number, label: string) => z.string().trim().max(max, `${label} has at most ${max} characters.`);
const tags = z
  .array(z.string().trim().min(1, "A tag cannot be empty.").max(50, "A tag has at most 50 characters."))
  .max(50, "At most 50 tags.")
  .transform((list) => [...new Set(list)]);

const AgentFields = {
  name: z.string({ error: "Enter a name." }).trim().min(1, "Enter a name.").max(80, "A name has at most 80 characters."),
  role: text(500, "A role"),
  status: z.enum(["active", "paused"], { error: "Status is active or paused." }),
  instructions: z.string().max(8000, "Instructions have at most 8,000 characters."),
  tone: text(40, "A tone"),
  greeting: text(500, "A greeting"),
  fallback_message: text(500, "A fallback message"),
  suggested_questions: z
    .array(z.string().trim().min(1, "A question cannot be empty.").max(200, "A question has at most 200 characters."))
    .max(6, "At most 6 suggested questions."),
  language: text(35, "A language").min(2, "Choose a language."),
  model: text(100, "A model name"),
  temperature: z.number({ error: "Temperature is a number." }).min(0, "Temperature is 0 to 2.").max(2, "Temperature is 0 to 2."),
  max_tokens: z.number({ error: "Max tokens is a whole number." }).int("Max tokens is a whole number.").min(1).max(32_000),
  knowledge_tags: tags,
};

// Strict: unknown fields and fields a user may not set (id, owner, timestamps) are refused with 422.
const CreateAgentSchema = z.object(AgentFields).partial().required({ name: true }).strict().openapi("CreateAgent");
const UpdateAgentSchema = z.object(AgentFields).partial().strict().openapi("UpdateAgent");

const AgentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
    status: z.enum(["active", "paused"]),
    instructions: z.string(),
    tone: z.string(),
    greeting: z.string(),
    fallback_message: z.string(),
    suggested_questions: z.array(z.string()),
    language: z.string(),
    model: z.string(),
    temperature: z.number(),
    max_tokens: z.number().int(),
    knowledge_tags: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Agent");

// `?fields=id,name,status`: a list that needs a few fields reads and sends only those.
const FieldsQuery = z
  .string()
  .optional()
  .openapi({ description: `Comma-separated fields to return (the id always comes): ${AGENT_FIELDS.join(", ")}` })
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const asked = value.split(",").map((f) => f.trim()).filter((f) => f !== "");
    const unknown = asked.filter((f) => !(AGENT_FIELDS as string[]).includes(f));
    if (asked.length === 0 || unknown.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: asked.length === 0 ? "Name at least one field." : `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Fields are ${AGENT_FIELDS.join(", ")}.`,
      });
      return z.NEVER;
    }
    return asked as AgentField[];
  });

const KeySchema = z
  .object({ id: z.number().int(), name: z.string(), prefix: z.string(), created_at: z.string(), last_used_at: z.string().nullable().openapi({ description: "When the key was last verified, to the minute (a use within a minute of the last one is not recorded again)." }) })
  .openapi("ApiKey");

// A non-numeric or out-of-range id is simply not found (404), like another user's agent.
const idParam = (name: string) =>
  z
    .string()
    .openapi({ param: { name, in: "path" } })
    .transform((v, ctx) => {
      const n = /^\d{1,15}$/.test(v) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < 1) {
        ctx.addIssue({ code: "custom", message: "not found" });
        return z.NEVER;
      }
      return n;
    });
const AgentParams = z.object({ id: idParam("id") });
const KeyParams = z.object({ id: idParam("id"), keyId: idParam("keyId") });

const tagsOf = ["agents"];
const security = [{ Bearer: [] }];
const routes = {
  list: createRoute({
    method: "get",
    path: "/agents",
    tags: tagsOf,
    security,
    summary: "The signed-in user's agents, newest first",
    request: { query: z.object({ fields: FieldsQuery }) },
    responses: {
      200: json(z.object({ data: z.array(AgentSchema.partial().required({ id: true })) }), "Agents: every field, or only those asked for (and the id)"),
      401: errors[401],
      422: errors[422],
    },
  }),
  create: createRoute({ method: "post", path: "/agents", tags: tagsOf, security, summary: "Create an agent", request: { body: jsonBody(CreateAgentSchema) }, responses: { 201: json(AgentSchema, "Created"), 401: errors[401], 422: errors[422] } }),
  get: createRoute({ method: "get", path: "/agents/{id}", tags: tagsOf, security, summary: "One agent", request: { params: AgentParams }, responses: { 200: json(AgentSchema, "The agent"), 401: errors[401], 404: errors[404] } }),
  update: createRoute({ method: "put", path: "/agents/{id}", tags: tagsOf, security, summary: "Change an agent (any subset of its fields)", request: { params: AgentParams, body: jsonBody(UpdateAgentSchema) }, responses: { 200: json(AgentSchema, "Updated"), 401: errors[401], 404: errors[404], 422: errors[422] } }),
  remove: createRoute({ method: "delete", path: "/agents/{id}", tags: tagsOf, security, summary: "Delete an agent with everything attached to it", request: { params: AgentParams }, responses: { 204: { description: "Deleted" }, 401: errors[401], 404: errors[404] } }),
  listKeys: createRoute({ method: "get", path: "/agents/{id}/keys", tags: tagsOf, security, summary: "The agent's API keys (never their secrets)", request: { params: AgentParams }, responses: { 200: json(z.object({ data: z.array(KeySchema) }), "Keys"), 401: errors[401], 404: errors[404] } }),
  createKey: createRoute({
    method: "post",
    path: "/agents/{id}/keys",
    tags: tagsOf,
    security,
    summary: "Create an API key; the secret is in this answer only",
    request: { params: AgentParams, body: jsonBody(z.object({ name: z.string({ error: "Name the key." }).trim().min(1, "Name the key.").max(100, "A key name has at most 100 characters.") })) },
    responses: { 201: json(KeySchema.extend({ key: z.string() }), "Created"), 401: errors[401], 404: errors[404], 422: errors[422] },
  }),
  deleteKey: createRoute({ method: "delete", path: "/agents/{id}/keys/{keyId}", tags: tagsOf, security, summary: "Delete an API key; it stops working at once", request: { params: KeyParams }, responses: { 204: { description: "Deleted" }, 401: errors[401], 404: errors[404] } }),
  verifyKey: createRoute({
    method: "get",
    path: "/verify-key",
    tags: tagsOf,
    summary: "Check an agent API key (header x-agent-api-key)",
    request: { headers: z.object({ "x-agent-api-key": z.string().optional() }) },
    responses: { 200: json(z.object({ valid: z.literal(true), agent_id: z.number().int() }), "A live key"), 401: errors[401] },
  }),
};

/** The agents routes of the seed; every one checks ownership through the service. */
export function agentRoutes(agents: Agents, requireAuth: MiddlewareHandler<ApiEnv>) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: notFoundOnBadParam("Agent not found") });
  app.use("/agents", requireAuth);
  app.use("/agents/*", requireAuth);
  const uid = (c: { get(k: "user"): { id: number } }) => c.get("user").id;

  app.openapi(routes.list, async (c) => c.json({ data: await agents.list(uid(c), c.req.valid("query").fields) }, 200));
  app.openapi(routes.create, async (c) => c.json(await agents.create(uid(c), c.req.valid("json")), 201));
  app.openapi(routes.get, async (c) => c.json(await agents.get(uid(c), c.req.valid("param").id), 200));
  app.openapi(routes.update, async (c) => c.json(await agents.update(uid(c), c.req.valid("param").id, c.req.valid("json")), 200));
  app.openapi(routes.remove, async (c) => {
    await agents.remove(uid(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(routes.listKeys, async (c) => c.json({ data: await agents.listKeys(uid(c), c.req.valid("param").id) }, 200));
  app.openapi(routes.createKey, async (c) => c.json(await agents.createKey(uid(c), c.req.valid("param").id, c.req.valid("json").name), 201));
  app.openapi(routes.deleteKey, async (c) => {
    const { id, keyId } = c.req.valid("param");
    await agents.deleteKey(uid(c), id, keyId);
    return c.body(null, 204);
  });
  app.openapi(routes.verifyKey, async (c) => {
    const key = c.req.valid("header")["x-agent-api-key"];
    const agentId = key ? await agents.verifyKey(key) : undefined;
    if (agentId === undefined) throw new ApiError(401, "invalid_api_key", "This API key is missing, unknown or deleted.");
    return c.json({ valid: true as const, agent_id: agentId }, 200);
  });
  return app;
}
