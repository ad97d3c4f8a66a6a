import { createCookie } from "react-router";
import { defaultCollapsed } from "~/components/shell/nav";
import type { ShellNotification } from "~/components/shell/topbar";
import type { Auth } from "./auth.server";

/** The sidebar choice: "1" collapsed, "0" expanded; absent, the route decides. Not a secret, so a plain cookie. */
export const sidebarCookie = createCookie("sidebar_collapsed", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 24 * 3600 });

export async function sidebarCollapsed(request: Request): Promise<boolean> {
  const value: unknown = await sidebarCookie.parse(request.headers.get("Cookie"));
  if (value === "1") return true;
  if (value === "0") return false;
  return defaultCollapsed(new URL(request.url).pathname);
}

/** The bell's contents: the unread count and the latest notifications. */
export async function bell(auth: Auth) {
  const { data, unread_count } = await auth.authed<{ data: ShellNotification[]; unread_count: number }>("GET", "/notifications?limit=8");
  return { unread: unread_count, items: data };
}
