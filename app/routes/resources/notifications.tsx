import { redirect } from "react-router";
import { getAuth, requireUser, safeRedirect } from "~/lib/auth.server";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/notifications";

/** Marks one notification (intent=read, id) or all of them (intent=read-all) read, then goes back. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = await request.formData();
  const auth = getAuth(context);
  if (form.get("intent") === "read-all") {
    await auth.authed("POST", "/notifications/read-all");
    flashToast(context, { type: "success", message: "All notifications are marked as read." });
  } else {
    const id = String(form.get("id") ?? "");
    if (/^\d+$/.test(id)) await auth.authed("POST", `/notifications/${id}/read`);
  }
  return redirect(safeRedirect(refererPath(request), "/dashboard"));
}

/** The path and query of the page that posted, when the Referer header is a valid URL. */
function refererPath(request: Request): string | null {
  try {
    const url = new URL(request.headers.get("referer") ?? "");
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
