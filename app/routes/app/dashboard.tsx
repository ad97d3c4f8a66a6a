import { requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · AgentDesk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export default function Dashboard() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <div className="rounded-xl border border-dashed border-border p-10 text-center">
        <p className="font-medium">Nothing to show yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Activity, sessions, plugins and datasets of your agents will appear here.</p>
      </div>
    </div>
  );
}
