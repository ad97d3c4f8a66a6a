import { data, Outlet, useRouteLoaderData } from "react-router";
import { ApiError } from "~/lib/api.server";
import { agentsApi, type Agent } from "~/lib/agents.server";
import { getAuth, requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/agent";

/** Loads the agent of every /agents/{id}/... page; another user's agent is not found, like a missing one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  try {
    return { agent: await agentsApi(getAuth(context)).get(params.agentId) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ message: "Agent not found" }, { status: 404 });
    throw error;
  }
}

/** The agent loaded by the /agents/{id} route, for its child pages. */
export function useAgent(): Agent {
  return useRouteLoaderData<typeof loader>("routes/app/agents/agent")!.agent;
}

export default function AgentLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = error && typeof error === "object" && "status" in error && error.status === 404;
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">{notFound ? "Agent not found" : "This agent could not be loaded"}</h1>
      <p className="text-sm text-muted-foreground">
        {notFound ? "It may have been deleted, or it belongs to another account." : "Please try again in a moment."}
      </p>
      <a href="/agents" className="text-primary hover:underline">
        Back to your agents
      </a>
    </div>
  );
}
