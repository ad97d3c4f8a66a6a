import { data } from "react-router";
import { NO_REFRESH_TOKEN } from "~/lib/api.server";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/refresh";

/** The browser's scheduled refresh: rotates the tokens; a refusal signs out and goes to /login. */
export async function action({ context }: Route.ActionArgs) {
  const auth = getAuth(context);
  if (!auth.signedIn) return data({ message: NO_REFRESH_TOKEN, tokenExpiration: null }, { status: 401 });
  const tokens = await auth.refreshNow();
  return { message: null, tokenExpiration: tokens.tokenExpiration };
}
