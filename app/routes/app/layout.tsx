import { Link, Outlet } from "react-router";
import { LogoutButton } from "~/components/logout-button";
import { requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

// Every loader and action below runs only for a signed-in, verified user.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireUser(context, request);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { user: { name: user.name, email: user.email } };
}

/** The signed-in frame. */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-border px-6 py-3">
        <Link to="/agents" className="font-bold tracking-tight">
          AgentDesk
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <span aria-label="Signed in as">{loaderData.user.name}</span>
          <LogoutButton />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-8">
        <Outlet />
      </main>
    </div>
  );
}
