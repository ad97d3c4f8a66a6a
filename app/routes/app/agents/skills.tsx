import { Link } from "react-router";
import { useAgent } from "./agent";
import type { Route } from "./+types/skills";

export const meta: Route.MetaFunction = () => [{ title: "Skills · Agent settings · AgentDesk" }];

/** What the agent draws on: its knowledge (by tag) and its integrations. Each list fills as its feature lands. */
export default function SkillsTab() {
  const agent = useAgent();
  return (
    <div className="max-w-2xl space-y-8">
      <section aria-labelledby="k-title" className="space-y-2">
        <h2 id="k-title" className="font-semibold">
          Knowledge in use
        </h2>
        {agent.knowledge_tags.length ? (
          <p className="text-sm">
            Data sources tagged <strong>{agent.knowledge_tags.join(", ")}</strong>. No data source carries these tags yet: add documents, text, pages or
            Q&amp;A pairs in the{" "}
            <Link to="/knowledge-hub/data-sources" className="text-primary hover:underline">
              Knowledge Hub
            </Link>
            .
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            None: choose the tags of the knowledge this agent uses on the{" "}
            <Link to={`/agents/${agent.id}/knowledge`} className="text-primary hover:underline">
              Knowledge
            </Link>{" "}
            tab.
          </p>
        )}
      </section>
      <section aria-labelledby="i-title" className="space-y-2">
        <h2 id="i-title" className="font-semibold">
          Integrations
        </h2>
        <p className="text-sm text-muted-foreground">
          None connected. Plugins, webhooks and chat tools you connect in{" "}
          <Link to="/integrations" className="text-primary hover:underline">
            Integrations
          </Link>{" "}
          will be listed here, each with its rules.
        </p>
      </section>
    </div>
  );
}
