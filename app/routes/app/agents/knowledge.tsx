import type { Route } from "./+types/knowledge";

export const meta: Route.MetaFunction = () => [{ title: "Knowledge · Agent settings · AgentDesk" }];

export default function KnowledgeTab() {
  return (
    <section aria-labelledby="tab-title" className="rounded-xl border border-dashed border-border p-8">
      <h2 id="tab-title" className="font-medium">
        What the agent knows
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The knowledge tags that choose which data sources this agent answers from will be edited here.</p>
    </section>
  );
}
