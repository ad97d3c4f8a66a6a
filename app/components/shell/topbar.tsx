import { Bell, ChevronDown, ChevronRight, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { LogoutButton } from "~/components/logout-button";
import { cn, formatDateTime } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";
import { initials } from "./nav";
import { MobileNav } from "./sidebar";

export type ShellUser = { name: string; email: string; roles: string[] };
export type ShellNotification = { id: number; type: string; title: string; message: string; link: string | null; created_at: string; read: boolean };
export type Crumb = { title: string } | { agent: { id: number; name: string }; section: "Chat" | "Settings" };
type AgentOption = { id: number; name: string };

const dropdown =
  "absolute right-0 top-full z-40 mt-2 rounded-md border border-border bg-background p-1 text-sm shadow-lg";
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** Loads the user's agents (for the breadcrumb menu and the search) once, when first needed. */
function useAgentOptions() {
  const fetcher = useFetcher<{ agents: AgentOption[] }>({ key: "agent-options" });
  const load = () => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load("/resources/agents");
  };
  return { agents: fetcher.data?.agents, loading: fetcher.state === "loading" || !fetcher.data, load };
}

function AgentMenu({ agent, section }: { agent: { id: number; name: string }; section: "Chat" | "Settings" }) {
  const hydrated = useHydrated();
  const { agents, loading, load } = useAgentOptions();
  const path = (id: number) => (section === "Chat" ? `/agents/${id}/chat` : `/agents/${id}`);
  return (
    <details className="relative" onToggle={(e) => (e.currentTarget.open ? load() : undefined)}>
      <summary className={cn(summaryReset, "flex items-center gap-1 rounded px-1.5 py-0.5 font-medium hover:bg-muted")} aria-label={`${agent.name}: switch agent`}>
        {agent.name}
        <ChevronDown aria-hidden className="size-4" />
      </summary>
      <div className={cn(dropdown, "left-0 right-auto w-64")} data-testid="agent-menu">
        {!hydrated ? (
          <Link to="/agents" className="block rounded px-3 py-2 hover:bg-muted">
            See all your agents
          </Link>
        ) : loading ? (
          <p className="px-3 py-2 text-muted-foreground">Loading agents...</p>
        ) : agents && agents.length === 0 ? (
          <p className="px-3 py-2 text-muted-foreground">No agents found</p>
        ) : (
          <ul>
            {agents?.map((a) => (
              <li key={a.id}>
                <Link to={path(a.id)} aria-current={a.id === agent.id ? "page" : undefined} className="block truncate rounded px-3 py-2 hover:bg-muted aria-[current=page]:font-semibold">
                  {a.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-1 border-t border-border pt-1">
          <Link to="/agents?create=1" className="block rounded px-3 py-2 font-medium text-primary hover:bg-muted">
            Create New Agent
          </Link>
        </div>
      </div>
    </details>
  );
}

function Breadcrumb({ crumb }: { crumb: Crumb }) {
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex items-center gap-1 text-sm">
        {"agent" in crumb ? (
          <>
            <li>
              <Link to="/agents" className="text-muted-foreground hover:text-foreground">
                Agents
              </Link>
            </li>
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            <li>
              <AgentMenu agent={crumb.agent} section={crumb.section} />
            </li>
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            <li aria-current="page" className="font-medium">
              {crumb.section}
            </li>
          </>
        ) : (
          <li aria-current="page" className="truncate font-medium">
            {crumb.title}
          </li>
        )}
      </ol>
    </nav>
  );
}

/** Finds the user's agents as they type; arrows move, Enter opens, Escape closes. Without JavaScript it searches the agents page. */
function SearchBox() {
  const { agents, load } = useAgentOptions();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const q = query.trim().toLowerCase();
  const results = q && agents ? agents.filter((a) => a.name.toLowerCase().includes(q)).slice(0, 8) : [];
  const show = open && q.length > 0;
  function go(a: AgentOption) {
    setOpen(false);
    setQuery("");
    void navigate(`/agents/${a.id}`);
  }
  return (
    <Form method="get" action="/agents" role="search" className="relative hidden md:block" onSubmit={(e) => results[active] && (e.preventDefault(), go(results[active]!))}>
      <Search aria-hidden className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" />
      <input
        type="search"
        name="q"
        aria-label="Search agents"
        placeholder="Search agents..."
        role="combobox"
        aria-expanded={show}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={show && results[active] ? `${listId}-${results[active]!.id}` : undefined}
        autoComplete="off"
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
        className="h-9 w-64 rounded-md border border-border bg-background pl-8 pr-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      {show ? (
        <ul id={listId} role="listbox" aria-label="Matching agents" className={cn(dropdown, "left-0 right-auto w-64")}>
          {results.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-muted-foreground">
              {agents ? "No agents found" : "Loading agents..."}
            </li>
          ) : (
            results.map((a, i) => (
              <li
                key={a.id}
                id={`${listId}-${a.id}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(a);
                }}
                className={cn("cursor-pointer truncate rounded px-3 py-2", i === active && "bg-muted")}
              >
                {a.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </Form>
  );
}

function NotificationsMenu({ unread, items }: { unread: number; items: ShellNotification[] }) {
  const fetcher = useFetcher();
  const shownUnread = fetcher.formData?.get("intent") === "read-all" ? 0 : unread;
  return (
    <details className="relative">
      <summary className={cn(summaryReset, "relative rounded-md p-2 hover:bg-muted")} aria-label={shownUnread ? `Notifications, ${shownUnread} unread` : "Notifications"}>
        <Bell aria-hidden className="size-5" />
        {shownUnread > 0 ? (
          <span data-testid="unread-count" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white">
            {shownUnread > 99 ? "99+" : shownUnread}
          </span>
        ) : null}
      </summary>
      <div className={cn(dropdown, "w-80")}>
        <div className="flex items-center justify-between px-3 py-2">
          <p className="font-semibold">Notifications</p>
          {shownUnread > 0 ? (
            <fetcher.Form method="post" action="/resources/notifications">
              <button type="submit" name="intent" value="read-all" className="text-xs text-primary hover:underline">
                Mark all as read
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="px-3 py-4 text-muted-foreground">No notifications yet. Events about your agents and knowledge will appear here.</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {items.map((n) => (
              <li key={n.id} className={cn("rounded px-3 py-2", !n.read && "bg-primary/5")}>
                {n.link ? (
                  <Link to={n.link} className="font-medium hover:underline">
                    {n.title}
                  </Link>
                ) : (
                  <p className="font-medium">{n.title}</p>
                )}
                {n.message ? <p className="text-muted-foreground">{n.message}</p> : null}
                <time dateTime={n.created_at} className="text-xs text-muted-foreground">
                  {formatDateTime(n.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

function UserMenu({ user }: { user: ShellUser }) {
  return (
    <details className="relative">
      <summary className={cn(summaryReset, "flex items-center gap-2 rounded-md p-1 pr-2 hover:bg-muted")} aria-label={`Account menu for ${user.name}`}>
        <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
          {initials(user.name)}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.name}</span>
      </summary>
      <div className={cn(dropdown, "w-56")}>
        <p className="truncate px-3 py-2 text-muted-foreground">{user.email}</p>
        <Link to="/settings" className="block rounded px-3 py-2 hover:bg-muted">
          Settings
        </Link>
        <Link to="/help-support" className="block rounded px-3 py-2 hover:bg-muted">
          Help &amp; Support
        </Link>
        <div className="border-t border-border px-2 pt-2 pb-1">
          <LogoutButton />
        </div>
      </div>
    </details>
  );
}

/** Closes any open top-bar menu when the user clicks elsewhere or presses Escape. */
function useCloseMenusOutside(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const close = (e: Event) => {
      for (const d of ref.current?.querySelectorAll("details[open]") ?? []) {
        if (e instanceof KeyboardEvent ? e.key === "Escape" : !d.contains(e.target as Node)) d.removeAttribute("open");
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [ref]);
}

export function TopBar({ crumb, user, notifications }: { crumb: Crumb; user: ShellUser | null; notifications: { unread: number; items: ShellNotification[] } | null }) {
  const ref = useRef<HTMLElement>(null);
  useCloseMenusOutside(ref);
  const role = user?.roles[0];
  return (
    <header ref={ref} className="flex h-14 items-center gap-3 border-b border-border bg-background px-4">
      <MobileNav />
      <Breadcrumb crumb={crumb} />
      <div className="ml-auto flex items-center gap-2">
        {user ? (
          <>
            {role ? (
              <span data-testid="role-badge" className="hidden rounded-full border border-border px-2 py-0.5 text-xs font-medium capitalize sm:inline">
                {role}
              </span>
            ) : null}
            <SearchBox />
            <NotificationsMenu unread={notifications?.unread ?? 0} items={notifications?.items ?? []} />
            <UserMenu user={user} />
          </>
        ) : (
          <Link to="/login" className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">
            Sign in
          </Link>
        )}
      </div>
    </header>
  );
}
