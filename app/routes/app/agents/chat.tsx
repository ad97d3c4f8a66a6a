import { MessagesSquare } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/chat";

export const handle: CrumbHandle = { agentSection: "Chat" };
export const meta: Route.MetaFunction = () => [{ title: "Chat · AgentDesk" }];

export default function AgentChat({ matches }: Route.ComponentProps) {
  const agent = (matches[2]?.loaderData as { agent?: { name: string } } | undefined)?.agent;
  return (
    <>
      <PageHeader title={`Chat with ${agent?.name ?? "your agent"}`} description="Try the agent as your visitors will see it." />
      <EmptyState icon={MessagesSquare} title="The conversation starts here">
        Ask a question and the agent answers from its knowledge, in streamed markdown with its sources.
      </EmptyState>
    </>
  );
}
