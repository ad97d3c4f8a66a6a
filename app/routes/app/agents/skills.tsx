import type { Route } from "./+types/skills";

export const meta: Route.MetaFunction = () => [{ title: "Skills · Agent settings · AgentDesk" }];

export default function SkillsTab() {
  return (
    <section aria-labelledby="tab-title" className="rounded-xl border border-dashed border-border p-8">
      <h2 id="tab-title" className="font-medium">
        Knowledge and integrations in use
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The data sources and integrations this agent uses will be listed here as they are added.</p>
    </section>
  );
}
