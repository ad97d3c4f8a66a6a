import { LayoutDashboard } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import { allowPageCache } from "~/lib/page-cache.server";
import type { Route } from "./+types/dashboard";

export const handle: CrumbHandle = { breadcrumb: "Dashboard" };
export const meta: Route.MetaFunction = () => [{ title: "Dashboard · AgentDesk" }];

// Nothing of its own yet: only the signed-in frame (user and bell), which the data version covers.
export function loader({ context }: Route.LoaderArgs) {
  allowPageCache(context);
  return null;
}

export default function Page() {
  return (
    <>
      <PageHeader title="Dashboard" description="Your agents at a glance" />
      <EmptyState icon={LayoutDashboard} title="Nothing to show yet">
        Activity, sessions, plugins and datasets of your agents will appear here once they start answering. Create an agent to begin.
      </EmptyState>
    </>
  );
}
