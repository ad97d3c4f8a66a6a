import { requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/agents";

export const meta: Route.MetaFunction = () => [{ title: "Agents · AgentDesk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { name: user.name };
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Agents</h1>
      <p className="text-muted-foreground">Welcome, {loaderData.name}.</p>
      <div className="rounded-xl border border-dashed border-border p-10 text-center">
        <p className="font-medium">No agents yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Your agents will be listed here, with their role, status and last change.</p>
      </div>
    </div>
  );
}
