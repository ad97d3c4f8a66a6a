import type { Route } from "./+types/general";

export const meta: Route.MetaFunction = () => [{ title: "General · Agent settings · AgentDesk" }];

export default function GeneralTab() {
  return (
    <section aria-labelledby="tab-title" className="rounded-xl border border-dashed border-border p-8">
      <h2 id="tab-title" className="font-medium">
        Name, role and status
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The agent's name, its role, whether it is active or paused, and its API keys will be edited here.</p>
    </section>
  );
}
