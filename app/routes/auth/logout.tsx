import { redirect } from "react-router";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/logout";

// Signing out changes state, so only POST does it; a GET just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const auth = getAuth(context);
  await auth.logout();
  auth.session.unset("verifyRedirectTo");
  auth.session.unset("pendingEmail");
  return redirect("/login");
}
