import { redirect } from "react-router";
import { safeRedirect } from "~/lib/auth.server";
import { sidebarCookie } from "~/lib/shell.server";
import type { Route } from "./+types/sidebar";

/** Remembers the sidebar's width in a cookie and goes back to the page (with or without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const collapsed = form.get("collapsed") === "1" ? "1" : "0";
  return redirect(safeRedirect(form.get("redirectTo"), "/dashboard"), {
    headers: { "Set-Cookie": await sidebarCookie.serialize(collapsed) },
  });
}
