import { MessageCircleQuestion } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/question-queue";

export const handle: CrumbHandle = { breadcrumb: "Question Queue" };
export const meta: Route.MetaFunction = () => [{ title: "Question Queue · AgentDesk" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Question Queue" description="Questions your agents could not answer, waiting for a person." />
      <EmptyState icon={MessageCircleQuestion} title="No open questions">
        When an agent cannot answer, the question lands here; your answer becomes knowledge the agent uses next time.
      </EmptyState>
    </>
  );
}
