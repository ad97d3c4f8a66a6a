import { MessagesSquare } from "lucide-react";
import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = () => [{ title: "Chat" }];

/** The chat widget page, in the empty layout: /embed (iframe mode) and /chat-embed (direct mode); the query passes through. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { mode: url.pathname.startsWith("/chat-embed") ? ("direct" as const) : ("iframe" as const), agentId: url.searchParams.get("id") };
}

export default function ChatEmbed({ loaderData }: Route.ComponentProps) {
  return (
    <main data-embed-mode={loaderData.mode} className="flex min-h-screen flex-col bg-background">
      <header className="flex items-center gap-2 border-b border-border px-4 py-3">
        <MessagesSquare aria-hidden className="size-5 text-primary" />
        <h1 className="font-semibold">Chat</h1>
      </header>
      <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
        {loaderData.agentId ? "This agent's chat will open here." : "No agent is selected for this chat."}
      </div>
    </main>
  );
}
