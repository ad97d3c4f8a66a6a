import { randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { getAuth } from "./auth.server";
import { makeToast, type ToastInput } from "./toast";

/** Queues a toast for the next page the browser shows (a flash in the session cookie), so it survives a redirect. */
export function flashToast(context: Readonly<RouterContextProvider>, input: ToastInput) {
  getAuth(context).session.flash("toast", makeToast(input, randomUUID()));
}
