import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import type { ApiEnv } from "./context";

export type Issue = { path: string; message: string };

/** An expected failure with the status and sentence the client should see. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: { issues?: Issue[]; retryAfter?: number } = {},
  ) {
    super(message);
  }
}

export const ErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    requestId: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi("Error");

export function errorResponse(c: Context<ApiEnv>, error: ApiError) {
  if (error.extra.retryAfter !== undefined) c.header("Retry-After", String(error.extra.retryAfter));
  return c.json(
    {
      message: error.message,
      code: error.code,
      requestId: c.get("requestId"),
      ...(error.extra.issues ? { issues: error.extra.issues } : {}),
    },
    error.status,
  );
}

/** zod issues as the envelope's `issues`: the field path joined with dots. */
export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({
    path: i.path.map(String).join(".") || "body",
    message: i.code === "unrecognized_keys" ? `Unknown or read-only fields: ${i.keys.join(", ")}.` : i.message,
  }));
}

export function validationError(error: z.ZodError) {
  return new ApiError(422, "validation_error", "Some fields are not valid.", { issues: zodIssues(error) });
}

/** The one error handler: expected errors keep their status, anything else is a logged 500 without details. */
export function onError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      status === 413
        ? "The request body is too large."
        : status === 400
          ? "The request body is not valid JSON."
          : error.message || "The request could not be processed.";
    const code = status === 413 ? "payload_too_large" : status === 400 ? "bad_request" : "http_error";
    return errorResponse(c, new ApiError(status, code, message));
  }
  c.get("logger").error({ reqId: c.get("requestId"), err: error }, "unhandled error");
  return errorResponse(c, new ApiError(500, "internal_error", "Something went wrong on our side. Please try again."));
}

export function notFound(c: Context<ApiEnv>) {
  return errorResponse(c, new ApiError(404, "not_found", `No route for ${c.req.method} ${c.req.path}.`));
}

/**
 * The validation hook of routers with ids in their paths: a malformed id is simply not found (404,
 * like another user's object); any other invalid input is the usual 422.
 */
export function notFoundOnBadParam(message: string) {
  return (result: { success: boolean; target?: string; error?: z.ZodError }) => {
    if (result.success) return;
    if (result.target === "param") throw new ApiError(404, "not_found", message);
    throw validationError(result.error!);
  };
}
