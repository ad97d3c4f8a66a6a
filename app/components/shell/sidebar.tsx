import { ChevronDown, LifeBuoy, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useFetcher, useLocation } from "react-router";
import { cn } from "~/lib/utils";
import { isAtOrBelow, NAV, SETTINGS, type NavGroup, type NavItem } from "./nav";

const linkClass = (collapsed: boolean) => ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
    collapsed && "justify-center px-0",
    isActive ? "bg-primary/10 text-primary" : "text-foreground",
  );

function Item({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} className={linkClass(collapsed)} title={collapsed ? item.label : undefined} prefetch="intent">
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className={cn(collapsed && "sr-only")}>{item.label}</span>
    </NavLink>
  );
}

/**
 * A group. Expanded, it is a <details> that opens by itself when the current path is at or below a
 * child. Collapsed, its children float beside it on hover, on keyboard focus, or on click (with
 * JavaScript; without it the icon is a link to the first child). A closed <details> would hide them.
 */
function Group({ group, collapsed }: { group: NavGroup; collapsed: boolean }) {
  const { pathname } = useLocation();
  // Open for the path it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const active = group.children.some((c) => isAtOrBelow(pathname, c.to));
  const Icon = group.icon;
  const children = group.children.map((child) => (
    <li key={child.to}>
      <NavLink to={child.to} className={linkClass(false)} prefetch="intent">
        {child.label}
      </NavLink>
    </li>
  ));
  if (collapsed) {
    return (
      <div className="group/nav relative" data-nav-group={group.label} data-open={open ? "true" : undefined}>
        <Link
          to={group.children[0]!.to}
          aria-haspopup="true"
          aria-expanded={open}
          title={group.label}
          onClick={(e) => {
            e.preventDefault();
            setOpenOn(open ? null : pathname);
          }}
          className={cn(
            "flex items-center justify-center rounded-md py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
            active && "bg-primary/10 text-primary",
          )}
        >
          <Icon aria-hidden className="size-5 shrink-0" />
          <span className="sr-only">{group.label}</span>
        </Link>
        <ul
          aria-label={group.label}
          data-floating="true"
          className="invisible absolute left-full top-0 z-40 ml-2 w-52 rounded-md border border-border bg-background p-1 shadow-lg group-hover/nav:visible group-focus-within/nav:visible group-data-[open=true]/nav:visible"
        >
          <li className="px-3 py-1.5 text-xs font-semibold uppercase text-muted-foreground">{group.label}</li>
          {children}
        </ul>
      </div>
    );
  }
  return (
    <details className="group/nav" open={active ? true : undefined} data-nav-group={group.label}>
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden",
          active && "text-primary",
        )}
      >
        <Icon aria-hidden className="size-5 shrink-0" />
        <span className="flex-1">{group.label}</span>
        <ChevronDown aria-hidden className="size-4 transition-transform group-open/nav:rotate-180" />
      </summary>
      <ul aria-label={group.label} className="mt-1 space-y-1 pl-8">
        {children}
      </ul>
    </details>
  );
}

/** The sidebar: 20 units wide collapsed (icons), 64 expanded; the choice is a cookie, so the server renders it right. */
export function Sidebar({ collapsed, className }: { collapsed: boolean; className?: string }) {
  const location = useLocation();
  const fetcher = useFetcher();
  // Optimistic: the width follows the click before the cookie round trip ends.
  const pending = fetcher.formData?.get("collapsed");
  const isCollapsed = pending !== undefined && pending !== null ? pending === "1" : collapsed;
  const Toggle = isCollapsed ? PanelLeftOpen : PanelLeftClose;
  const label = isCollapsed ? "Expand sidebar" : "Collapse sidebar";
  return (
    <aside
      aria-label="Main navigation"
      data-collapsed={isCollapsed ? "true" : "false"}
      className={cn("flex h-full shrink-0 flex-col border-r border-border bg-background transition-[width]", isCollapsed ? "w-20" : "w-64", className)}
    >
      <div className={cn("flex h-14 items-center border-b border-border px-4", isCollapsed ? "justify-center" : "justify-between")}>
        {!isCollapsed ? (
          <Link to="/agents" className="font-bold tracking-tight">
            AgentDesk
          </Link>
        ) : null}
        <fetcher.Form method="post" action="/resources/sidebar">
          <input type="hidden" name="collapsed" value={isCollapsed ? "0" : "1"} />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" aria-label={label} title={label} className="rounded-md p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
            <Toggle aria-hidden className="size-5" />
          </button>
        </fetcher.Form>
      </div>
      <nav className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
        {NAV.map((entry) =>
          "children" in entry ? <Group key={entry.label} group={entry} collapsed={isCollapsed} /> : <Item key={entry.to} item={entry} collapsed={isCollapsed} />,
        )}
        <div className="mt-auto space-y-1 border-t border-border pt-3">
          <Item item={{ to: "/help-support", label: "Help & Support", icon: LifeBuoy }} collapsed={isCollapsed} />
          <Item item={SETTINGS} collapsed={isCollapsed} />
        </div>
      </nav>
    </aside>
  );
}

/** The same entries in a drawer for small screens (a <details>, so it opens without JavaScript). */
export function MobileNav() {
  return (
    <details className="relative lg:hidden">
      <summary aria-label="Open the menu" className="cursor-pointer list-none rounded-md p-2 hover:bg-muted [&::-webkit-details-marker]:hidden">
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <div className="fixed inset-y-0 left-0 z-50 shadow-xl">
        <Sidebar collapsed={false} className="h-screen" />
      </div>
    </details>
  );
}

