import { Link } from "react-router";
import { PageHeader } from "~/components/page";
import { Shell, type CrumbHandle } from "~/components/shell/shell";
import { getAuth } from "~/lib/auth.server";
import { bell, sidebarCollapsed } from "~/lib/shell.server";
import type { Route } from "./+types/help-support";

export const handle: CrumbHandle = { breadcrumb: "Help & Support" };
export const meta: Route.MetaFunction = () => [{ title: "Help & Support · AgentDesk" }];

/** Open to everyone: signed in, the frame shows the user; signed out, a sign-in button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = getAuth(context);
  const collapsed = await sidebarCollapsed(request);
  if (!auth.signedIn) return { user: null, notifications: null, collapsed };
  const user = await auth.user().catch(() => null);
  if (!user) return { user: null, notifications: null, collapsed };
  return { user: { name: user.name, email: user.email, roles: user.roles }, notifications: await bell(auth).catch(() => null), collapsed };
}

const FAQ: [string, React.ReactNode][] = [
  ["What is an agent?", "An assistant with a name, a role and a personality. It answers your visitors' questions from the knowledge you give it, and says so when it does not know."],
  ["How do I create my first agent?", <>Open <Link to="/agents" className="text-primary hover:underline">Agents</Link>, choose Create New Agent, pick a role template (Customer Support, Sales Assistant, Scheduling Assistant or Product Specialist) and give it a name. You can change everything later in its settings.</>],
  ["What can I teach an agent?", <>Upload documents (PDF, Word, text), paste text, add web pages, or write question-and-answer pairs in the <Link to="/knowledge-hub/data-sources" className="text-primary hover:underline">Knowledge Hub</Link>. Tag sources, then choose the tags an agent uses on its Knowledge tab.</>],
  ["What happens when an agent cannot answer?", <>The question lands in the <Link to="/knowledge-hub/question-queue" className="text-primary hover:underline">Question Queue</Link>. Answer it there and the answer becomes knowledge, so the agent knows next time.</>],
  ["How do I put an agent on my website?", "Open the agent's settings, tab Widget, to style the chat window, then tab Embed for an iframe or a script tag to paste into your pages. Each agent can have its own API keys for integrations."],
  ["Does AgentDesk need an AI provider?", "No. Without one, agents answer by finding the best passages in their knowledge. Connect an OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio) for written answers."],
  ["Where is my data kept?", "On the server that runs AgentDesk: in its embedded database by default, or in your own PostgreSQL. Passwords and keys are stored only as hashes."],
];

export default function HelpSupport({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} collapsed={loaderData.collapsed} notifications={loaderData.notifications}>
      <div className="max-w-3xl space-y-10">
        <PageHeader title="Help & Support" description="Everything you need to build, teach and publish your agents." />
        <section aria-labelledby="start">
          <h2 id="start" className="mb-3 text-lg font-semibold">Getting started</h2>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>Create an account and verify your e-mail address with the link we send you.</li>
            <li>Create an agent from a role template and give it a name and a greeting.</li>
            <li>Add knowledge: upload a document, paste your FAQ or add your help pages.</li>
            <li>Chat with the agent to check its answers; fix gaps from the Question Queue.</li>
            <li>Copy the embed snippet from the agent's settings into your website.</li>
          </ol>
        </section>
        <section aria-labelledby="faq">
          <h2 id="faq" className="mb-3 text-lg font-semibold">Frequently asked questions</h2>
          <div className="divide-y divide-border rounded-lg border border-border">
            {FAQ.map(([q, a]) => (
              <details key={q} className="group px-4 py-3">
                <summary className="cursor-pointer list-none font-medium [&::-webkit-details-marker]:hidden">{q}</summary>
                <p className="mt-2 text-sm text-muted-foreground">{a}</p>
              </details>
            ))}
          </div>
        </section>
        <section aria-labelledby="contact">
          <h2 id="contact" className="mb-3 text-lg font-semibold">Reaching support</h2>
          <p className="text-sm text-muted-foreground">
            AgentDesk runs on your own server, so your administrator is the first person to ask: they can see the server's logs and
            configuration. When you write, include what you did, what you expected and what happened, the time, and the request id
            shown in error messages (it lets the administrator find the exact log lines).
          </p>
        </section>
      </div>
    </Shell>
  );
}
