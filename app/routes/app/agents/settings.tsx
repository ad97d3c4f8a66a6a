import { NavLink, Outlet, useParams } from "react-router";
import type { CrumbHandle } from "~/components/shell/shell";
import { cn } from "~/lib/utils";

export const handle: CrumbHandle = { agentSection: "Settings" };

const TABS = [
  { to: "", label: "General", end: true },
  { to: "personality", label: "Personality" },
  { to: "knowledge", label: "Knowledge" },
  { to: "skills", label: "Skills" },
  { to: "widget", label: "Widget", end: true },
  { to: "widget/embed", label: "Embed" },
];

/** The agent's settings, one route per tab. */
export default function AgentSettings() {
  const { agentId } = useParams();
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold tracking-tight">Agent settings</h1>
      <nav aria-label="Settings sections" className="mb-6 border-b border-border">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <NavLink
                to={`/agents/${agentId}${tab.to ? `/${tab.to}` : ""}`}
                end={tab.end}
                className={({ isActive }) =>
                  cn("inline-block border-b-2 px-3 py-2 text-sm font-medium", isActive ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground")
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
