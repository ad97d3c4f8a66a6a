import { Settings } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/settings";

export const handle: CrumbHandle = { breadcrumb: "Settings" };
export const meta: Route.MetaFunction = () => [{ title: "Settings · AgentDesk" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Settings" description="Your account and this AgentDesk." />
      <EmptyState icon={Settings} title="Nothing to set yet">
        Your profile, password, sessions and the model provider will be managed here.
      </EmptyState>
    </>
  );
}
