import type { Route } from "./+types/personality";

export const meta: Route.MetaFunction = () => [{ title: "Personality · Agent settings · AgentDesk" }];

export default function PersonalityTab() {
  return (
    <section aria-labelledby="tab-title" className="rounded-xl border border-dashed border-border p-8">
      <h2 id="tab-title" className="font-medium">
        How the agent speaks
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Instructions, tone, greeting, fallback message, suggested questions and language will be edited here.</p>
    </section>
  );
}
