import { Outlet } from "react-router";
import { Shell } from "~/components/shell/shell";
import { getAuth, requireUser } from "~/lib/auth.server";
import { withPageCache } from "~/lib/page-cache.server";
import { bell, sidebarCollapsed } from "~/lib/shell.server";
import type { Route } from "./+types/layout";

// Every loader and action below runs only for a signed-in, verified user; a page loaded again with
// nothing changed may come from the page cache (app/lib/page-cache.server.ts).
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => withPageCache(args, await requireUser(args.context, args.request), next),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [collapsed, notifications] = await Promise.all([sidebarCollapsed(request), bell(getAuth(context))]);
  return { user: { name: user.name, email: user.email, roles: user.roles }, collapsed, notifications };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} collapsed={loaderData.collapsed} notifications={loaderData.notifications}>
      <Outlet />
    </Shell>
  );
}
