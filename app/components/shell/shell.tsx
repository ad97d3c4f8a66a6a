import { useMatches } from "react-router";
import { Sidebar } from "./sidebar";
import { TopBar, type Crumb, type ShellNotification, type ShellUser } from "./topbar";

/** What a page puts in its route `handle` to name itself in the breadcrumb. */
export type CrumbHandle = { breadcrumb?: string; agentSection?: "Chat" | "Settings" };

/** The breadcrumb of the current page: the deepest route that names itself, with the agent when on an agent page. */
function useCrumb(): Crumb {
  const matches = useMatches();
  let title = "AgentDesk";
  let section: "Chat" | "Settings" | undefined;
  let agent: { id: number; name: string } | undefined;
  for (const m of matches) {
    const handle = m.handle as CrumbHandle | undefined;
    if (handle?.breadcrumb) title = handle.breadcrumb;
    if (handle?.agentSection) section = handle.agentSection;
    const data = m.loaderData as { agent?: { id: number; name: string } } | undefined;
    if (data && typeof data === "object" && data.agent) agent = data.agent;
  }
  return agent && section ? { agent, section } : { title };
}

/** The signed-in frame: sidebar on large screens (a drawer on small ones), top bar, the page. */
export function Shell({
  user,
  collapsed,
  notifications,
  children,
}: {
  user: ShellUser | null;
  collapsed: boolean;
  notifications: { unread: number; items: ShellNotification[] } | null;
  children: React.ReactNode;
}) {
  const crumb = useCrumb();
  return (
    <div className="flex h-screen overflow-hidden">
      <Sidebar collapsed={collapsed} className="hidden lg:flex" />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar crumb={crumb} user={user} notifications={notifications} />
        <main id="main" className="flex-1 overflow-y-auto px-6 py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
