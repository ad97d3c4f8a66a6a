import type { Route } from "./+types/widget";

export const meta: Route.MetaFunction = () => [{ title: "Widget · Agent settings · AgentDesk" }];

export default function WidgetTab() {
  return (
    <section aria-labelledby="tab-title" className="rounded-xl border border-dashed border-border p-8">
      <h2 id="tab-title" className="font-medium">
        The chat widget
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">A live preview of the chat widget, with its colours, position and texts, will appear here.</p>
    </section>
  );
}
