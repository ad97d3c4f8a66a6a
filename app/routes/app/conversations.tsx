import { MessagesSquare } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/conversations";

export const handle: CrumbHandle = { breadcrumb: "Conversations" };
export const meta: Route.MetaFunction = () => [{ title: "Conversations · AgentDesk" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Conversations" description="Every conversation your agents had, in the dashboard and on your sites." />
      <EmptyState icon={MessagesSquare} title="No conversations yet">
        Conversations will be listed here, newest first, with their messages and the sources each answer used.
      </EmptyState>
    </>
  );
}
