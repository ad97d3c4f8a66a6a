import { getAuth, requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/agents";

/** The signed-in user's agents, names only: the breadcrumb menu and the search box load it on demand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { data } = await getAuth(context).authed<{ data: { id: number; name: string }[] }>("GET", "/agents", undefined, "Failed to fetch agents");
  return { agents: data.map((a) => ({ id: a.id, name: a.name })) };
}
