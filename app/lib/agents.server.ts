import { ApiError } from "./api.server";
import type { Auth } from "./auth.server";

/** Runs a delete; true when it deleted, false when the object was already gone (404). */
export async function deleted(run: Promise<void>): Promise<boolean> {
  try {
    await run;
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export type Agent = {
  id: number;
  name: string;
  role: string;
  status: "active" | "paused";
  instructions: string;
  tone: string;
  greeting: string;
  fallback_message: string;
  suggested_questions: string[];
  language: string;
  model: string;
  temperature: number;
  max_tokens: number;
  knowledge_tags: string[];
  created_at: string;
  updated_at: string;
};
export type ApiKey = { id: number; name: string; prefix: string; created_at: string; last_used_at: string | null };

/** The agents calls of the web app, with the seed's default messages when the API gives none. */
export function agentsApi(auth: Auth) {
  return {
    /** Every agent of the user; with `fields`, only those fields (and the id) are read and sent. */
    list: <F extends keyof Agent = keyof Agent>(fields?: readonly F[]) =>
      auth
        .authed<{ data: Pick<Agent, F | "id">[] }>("GET", fields ? `/agents?fields=${fields.join(",")}` : "/agents", undefined, "Failed to fetch agents")
        .then((r) => r.data),
    get: (id: number | string) => auth.authed<Agent>("GET", `/agents/${encodeURIComponent(id)}`, undefined, `Failed to fetch agent with ID ${id}`),
    create: (body: Partial<Agent> & { name: string }) => auth.authed<Agent>("POST", "/agents", body, "Failed to create agent"),
    update: (id: number | string, body: Partial<Agent>) =>
      auth.authed<Agent>("PUT", `/agents/${encodeURIComponent(id)}`, body, `Failed to update agent with ID ${id}`),
    remove: (id: number | string) => auth.authed<void>("DELETE", `/agents/${encodeURIComponent(id)}`, undefined, `Failed to delete agent with ID ${id}`),
    keys: (id: number | string) =>
      auth.authed<{ data: ApiKey[] }>("GET", `/agents/${encodeURIComponent(id)}/keys`, undefined, `Failed to fetch API keys for agent with ID ${id}`).then((r) => r.data),
    createKey: (id: number | string, name: string) =>
      auth.authed<ApiKey & { key: string }>("POST", `/agents/${encodeURIComponent(id)}/keys`, { name }, `Failed to generate API key for agent with ID ${id}`),
    deleteKey: (id: number | string, keyId: number | string) =>
      auth.authed<void>("DELETE", `/agents/${encodeURIComponent(id)}/keys/${encodeURIComponent(keyId)}`, undefined, `Failed to delete API key for agent with ID ${id}`),
  };
}
