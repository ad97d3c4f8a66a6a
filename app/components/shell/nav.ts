import { BookOpen, Bot, ChartColumn, LayoutDashboard, MessagesSquare, Plug, Settings, type LucideIcon } from "lucide-react";

export type NavItem = { to: string; label: string; icon: LucideIcon };
export type NavGroup = { label: string; icon: LucideIcon; children: { to: string; label: string }[] };

/** The sidebar's entries, in order (seed section 2); Settings is pinned at the bottom. */
export const NAV: (NavItem | NavGroup)[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/agents", label: "Agents", icon: Bot },
  {
    label: "Knowledge Hub",
    icon: BookOpen,
    children: [
      { to: "/knowledge-hub/data-sources", label: "Data Sources" },
      { to: "/knowledge-hub/question-queue", label: "Question Queue" },
    ],
  },
  { to: "/integrations", label: "Integrations", icon: Plug },
  { to: "/insights", label: "Insights", icon: ChartColumn },
  { to: "/conversations", label: "Conversations", icon: MessagesSquare },
];
export const SETTINGS: NavItem = { to: "/settings", label: "Settings", icon: Settings };

/** True when `pathname` is `to` or below it. */
export function isAtOrBelow(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Agent pages (/agents/{id}/...) start with the sidebar collapsed unless the user chose otherwise. */
export function defaultCollapsed(pathname: string) {
  return /^\/agents\/[^/]+/.test(pathname);
}

/** Up to two initials from a name: "Ada Lovelace" -> "AL", "ada" -> "A". */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => [...w][0]!.toUpperCase()).join("").slice(0, 2) || "?";
}
