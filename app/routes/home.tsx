import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "AgentDesk: coming soon" },
    { name: "description", content: "Build AI agents, teach them, put them on your website and see how they do." },
  ];
}

export default function Home() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="rounded-full border border-border px-3 py-1 text-sm text-muted-foreground">Coming soon</p>
      <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">AgentDesk</h1>
      <p className="max-w-xl text-lg text-muted-foreground">
        Build AI agents, teach them from your documents and answers, put them on your website, and see how they do.
        Self-hosted, private by default.
      </p>
      <div className="flex gap-3">
        <a className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus-visible:outline-2 focus-visible:outline-ring" href="/login">
          Sign in
        </a>
        <a className="rounded-md border border-border px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring" href="/register">
          Create an account
        </a>
      </div>
    </main>
  );
}
