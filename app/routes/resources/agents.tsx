import { agentsApi } from "~/lib/agents.server";
import { getAuth, requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/agents";

/** The signed-in user's agents, names only: the breadcrumb menu and the search box load it on demand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { agents: await agentsApi(getAuth(context)).list(["name"]) };
}
