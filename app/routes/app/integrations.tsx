import { Plug } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/integrations";

export const handle: CrumbHandle = { breadcrumb: "Integrations" };
export const meta: Route.MetaFunction = () => [{ title: "Integrations · AgentDesk" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Integrations" description="Plugins, webhooks and chat tools your agents can use." />
      <EmptyState icon={Plug} title="No integrations connected">
        Connected plugins, with their rules and verification, and your webhooks will appear here.
      </EmptyState>
    </>
  );
}
