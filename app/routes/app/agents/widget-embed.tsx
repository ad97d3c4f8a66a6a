import type { Route } from "./+types/widget-embed";

export const meta: Route.MetaFunction = () => [{ title: "Embed · Agent settings · AgentDesk" }];

export default function EmbedTab() {
  return (
    <section aria-labelledby="tab-title" className="rounded-xl border border-dashed border-border p-8">
      <h2 id="tab-title" className="font-medium">
        Put the agent on your site
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The iframe and script-tag snippets to paste into your site will appear here.</p>
    </section>
  );
}
