import type { SubmissionResult } from "@conform-to/react";
import type { Submission } from "@conform-to/dom";
import { data } from "react-router";
import { ApiError, ClientError } from "./api.server";
import { HONEYPOT_FIELD } from "~/components/forms";

/** Refuses a public form whose honeypot was filled (a bot), without saying why. */
export function checkHoneypot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value !== "") throw data({ message: "The form could not be sent." }, { status: 400 });
}

/**
 * Turns an API error into the form's reply: its `issues` under their fields, anything else as a
 * form error with the API's sentence. Passwords are never sent back.
 */
export function replyWithApiError<S extends Submission<unknown>>(
  submission: S,
  error: unknown,
  hideFields: string[] = ["password", "confirmPassword"],
): { result: SubmissionResult<string[]>; status: number } {
  if (error instanceof ClientError) {
    return { result: submission.reply({ formErrors: [error.message], hideFields }), status: 400 };
  }
  if (!(error instanceof ApiError)) throw error;
  if (error.issues.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) (fieldErrors[issue.path] ??= []).push(issue.message);
    return { result: submission.reply({ fieldErrors, hideFields }), status: error.status };
  }
  return { result: submission.reply({ formErrors: [error.message], hideFields }), status: error.status };
}
