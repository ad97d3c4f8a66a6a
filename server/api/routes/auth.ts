import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { ApiEnv } from "../context";
import { clientIp } from "../client-ip";
import { ApiError } from "../errors";
import type { MiddlewareHandler } from "hono";
import {
  EmailSchema,
  errors,
  json,
  jsonBody,
  MessageSchema,
  NewPasswordSchema,
  TokenPairSchema,
  TokenParamsSchema,
  UserSchema,
} from "../schemas";
import type { Accounts } from "../services/accounts";

const RegisterSchema = z
  .object({
    name: z
      .string({ error: "Enter your name." })
      .trim()
      .min(1, "Enter your name.")
      .max(100, "A name has at most 100 characters."),
    email: EmailSchema,
    password: NewPasswordSchema,
  })
  .openapi("RegisterRequest");

const LoginSchema = z
  .object({
    email: EmailSchema,
    password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1024),
  })
  .openapi("LoginRequest");

const EmailOnlySchema = z.object({ email: EmailSchema });

const tags = ["auth"];

const routes = {
  register: createRoute({
    method: "post",
    path: "/auth/register",
    tags,
    summary: "Create an account and send a verification mail",
    request: { body: jsonBody(RegisterSchema) },
    responses: {
      201: json(
        z.object({ message: z.string(), user: UserSchema.omit({ id: true, data_version: true }) }),
        "Registered (the same answer when the address already has an account)",
      ),
      422: errors[422],
      429: errors[429],
    },
  }),
  login: createRoute({
    method: "post",
    path: "/auth/login",
    tags,
    summary: "Exchange e-mail and password for tokens",
    request: { body: jsonBody(LoginSchema) },
    responses: { 200: json(TokenPairSchema, "Signed in"), 401: errors[401], 422: errors[422], 429: errors[429] },
  }),
  refresh: createRoute({
    method: "post",
    path: "/auth/refresh",
    tags,
    summary: "Rotate a refresh token for a new pair",
    request: {
      body: jsonBody(
        z.object({ refresh_token: z.string({ error: "No refresh token available" }).min(1, "No refresh token available").max(512) }),
      ),
    },
    responses: { 200: json(TokenPairSchema, "A new pair"), 401: errors[401], 422: errors[422] },
  }),
  logout: createRoute({
    method: "post",
    path: "/auth/logout",
    tags,
    summary: "End this session (its refresh family)",
    security: [{ Bearer: [] }],
    responses: { 204: { description: "Signed out" }, 401: errors[401] },
  }),
  resetRequest: createRoute({
    method: "post",
    path: "/auth/password/reset-request",
    tags,
    summary: "Mail a password reset link",
    request: { body: jsonBody(EmailOnlySchema) },
    responses: { 200: json(MessageSchema, "The same answer for any address"), 422: errors[422], 429: errors[429] },
  }),
  reset: createRoute({
    method: "post",
    path: "/auth/password/reset",
    tags,
    summary: "Set a new password with a reset token; ends every session",
    request: { body: jsonBody(z.object({ token: z.string().min(1).max(512), password: NewPasswordSchema })) },
    responses: { 200: json(MessageSchema, "Password changed"), 400: errors[400], 422: errors[422] },
  }),
  verifyResetToken: createRoute({
    method: "get",
    path: "/auth/password/verify-token/{token}",
    tags,
    summary: "Check a password reset token without using it",
    request: { params: TokenParamsSchema },
    responses: {
      200: json(z.object({ valid: z.literal(true), email: z.string() }), "The token is valid"),
      400: errors[400],
    },
  }),
  verifyEmail: createRoute({
    method: "get",
    path: "/auth/verify-email/{token}",
    tags,
    summary: "Verify an e-mail address",
    request: { params: TokenParamsSchema },
    responses: {
      200: json(z.object({ message: z.string(), email: z.string(), email_verified: z.literal(true) }), "Verified"),
      400: errors[400],
    },
  }),
  resendVerification: createRoute({
    method: "post",
    path: "/auth/resend-verification",
    tags,
    summary: "Mail a new verification link",
    request: { body: jsonBody(z.object({ email: EmailSchema.optional() })) },
    responses: { 200: json(MessageSchema, "The same answer for any address"), 422: errors[422], 429: errors[429] },
  }),
  verifyToken: createRoute({
    method: "get",
    path: "/auth/verify-token/{token}",
    tags,
    summary: "Check an e-mail verification token without using it",
    request: { params: TokenParamsSchema },
    responses: { 200: json(z.object({ valid: z.literal(true) }), "The token is valid"), 400: errors[400] },
  }),
};

/** The accounts routes of the seed, exactly its paths and field names. */
export function authRoutes(accounts: Accounts, requireAuth: MiddlewareHandler<ApiEnv>, trustProxy: number) {
  const app = new OpenAPIHono<ApiEnv>();
  const client = (c: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(c, trustProxy), userAgent: c.req.header("user-agent") });

  app.openapi(routes.register, async (c) => c.json(await accounts.register(c.req.valid("json"), client(c)), 201));
  app.openapi(routes.login, async (c) => c.json(await accounts.login(c.req.valid("json"), client(c)), 200));
  app.openapi(routes.refresh, async (c) => c.json(await accounts.refresh(c.req.valid("json").refresh_token), 200));
  app.use(routes.logout.getRoutingPath(), requireAuth);
  app.openapi(routes.logout, async (c) => {
    await accounts.logout(c.get("auth"));
    return c.body(null, 204);
  });
  app.openapi(routes.resetRequest, async (c) =>
    c.json(await accounts.requestPasswordReset(c.req.valid("json").email, client(c)), 200),
  );
  app.openapi(routes.reset, async (c) => c.json(await accounts.resetPassword(c.req.valid("json")), 200));
  app.openapi(routes.verifyResetToken, async (c) => c.json(await accounts.verifyResetToken(c.req.valid("param").token), 200));
  app.openapi(routes.verifyEmail, async (c) => c.json(await accounts.verifyEmail(c.req.valid("param").token), 200));
  app.openapi(routes.resendVerification, async (c) => {
    const { email } = c.req.valid("json");
    if (!email) {
      throw new ApiError(422, "validation_error", "Some fields are not valid.", {
        issues: [{ path: "email", message: "Email is required to resend verification" }],
      });
    }
    return c.json(await accounts.resendVerification(email, client(c)), 200);
  });
  app.openapi(routes.verifyToken, async (c) => c.json(await accounts.checkVerifyToken(c.req.valid("param").token), 200));
  return app;
}

export const userRoute = createRoute({
  method: "get",
  path: "/user",
  tags: ["user"],
  summary: "The signed-in user",
  security: [{ Bearer: [] }],
  responses: { 200: json(UserSchema, "The user"), 401: errors[401] },
});
