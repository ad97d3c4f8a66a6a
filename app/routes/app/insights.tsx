import { ChartColumn } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/insights";

export const handle: CrumbHandle = { breadcrumb: "Insights" };
export const meta: Route.MetaFunction = () => [{ title: "Insights · AgentDesk" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Insights" description="How your agents are doing." />
      <EmptyState icon={ChartColumn} title="No data yet">
        Conversations, answer rates, unanswered questions and satisfaction over time will appear here once your agents start chatting.
      </EmptyState>
    </>
  );
}
