import type { Runtime } from "./runtime";

// The one typed client of the upstream /api/v1 API. Types mirror /api/v1/openapi.json.

export type User = {
  id: number;
  name: string;
  email: string;
  email_verified: boolean;
  roles: string[];
  /** Grows with every change to what the user owns; the page cache's validator. */
  data_version: number;
};
export type TokenPair = { access_token: string; refresh_token: string; expires_in: number; token_type: "Bearer" };
export type ApiIssue = { path: string; message: string };
type Message = { message: string };

/** An answer of the API other than 2xx, with its envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A call refused before it is sent (the seed's client-side validation). */
export class ClientError extends Error {
  override name = "ClientError";
}

export const NO_REFRESH_TOKEN = "No refresh token available";
export const NO_VERIFICATION_TOKEN = "No verification token provided";
export const EMAIL_REQUIRED = "Email is required to resend verification";

type CallOptions = { body?: unknown; token?: string };

/** Calls the API through the runtime's fetch; throws ApiError with the server's message, or a default. */
export async function callApi<T>(runtime: Pick<Runtime, "api" | "requestId">, method: string, path: string, opts: CallOptions = {}, fallback = "The request failed. Please try again."): Promise<T> {
  const headers = new Headers({ accept: "application/json", "x-request-id": runtime.requestId });
  if (opts.body !== undefined) headers.set("content-type", "application/json");
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let response: Response;
  try {
    response = await runtime.api(
      new Request(`http://localhost/api/v1${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      }),
    );
  } catch {
    throw new ApiError(503, "unreachable", "The service is not reachable right now. Please try again in a moment.");
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as (Record<string, unknown> & { issues?: ApiIssue[] }) | null;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    throw new ApiError(
      response.status,
      typeof payload?.code === "string" ? payload.code : "http_error",
      typeof payload?.message === "string" ? payload.message : fallback,
      Array.isArray(payload?.issues) ? payload.issues : [],
      retryAfter,
    );
  }
  return payload as T;
}

/** The calls that need no signed-in user. */
export function publicApi(runtime: Pick<Runtime, "api" | "requestId">) {
  const call = <T>(method: string, path: string, opts?: CallOptions) => callApi<T>(runtime, method, path, opts);
  return {
    login: (body: { email: string; password: string }) => call<TokenPair>("POST", "/auth/login", { body }),
    register: (body: { name: string; email: string; password: string }) =>
      call<Message & { user: Omit<User, "id"> }>("POST", "/auth/register", { body }),
    refresh(refreshToken: string | undefined) {
      if (!refreshToken) return Promise.reject(new ClientError(NO_REFRESH_TOKEN));
      return call<TokenPair>("POST", "/auth/refresh", { body: { refresh_token: refreshToken } });
    },
    logout: (accessToken: string) => call<void>("POST", "/auth/logout", { token: accessToken }),
    user: (accessToken: string) => call<User>("GET", "/user", { token: accessToken }),
    requestPasswordReset: (email: string) => call<Message>("POST", "/auth/password/reset-request", { body: { email } }),
    resetPassword: (body: { token: string; password: string }) => call<Message>("POST", "/auth/password/reset", { body }),
    verifyResetToken: (token: string) =>
      call<{ valid: true; email: string }>("GET", `/auth/password/verify-token/${encodeURIComponent(token)}`),
    verifyEmail(token: string | undefined) {
      if (!token?.trim()) return Promise.reject(new ClientError(NO_VERIFICATION_TOKEN));
      return call<Message & { email: string }>("GET", `/auth/verify-email/${encodeURIComponent(token.trim())}`);
    },
    resendVerification(email: string | undefined) {
      if (!email?.trim()) return Promise.reject(new ClientError(EMAIL_REQUIRED));
      return call<Message>("POST", "/auth/resend-verification", { body: { email: email.trim() } });
    },
  };
}

export type PublicApi = ReturnType<typeof publicApi>;
