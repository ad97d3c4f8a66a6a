import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "./errors";
import { isCommonPassword } from "./services/passwords";

export const EmailSchema = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .toLowerCase()
  .max(254, "An e-mail address has at most 254 characters.")
  .email({ error: "Enter a valid e-mail address." })
  .openapi({ example: "ada@example.com" });

/** A new password: 8 to 128 characters, used exactly as typed (never trimmed or truncated). */
export const NewPasswordSchema = z
  .string({ error: "Enter a password." })
  .min(8, "Use at least 8 characters.")
  .max(128, "Use at most 128 characters.")
  // Only once the length is right, so a field shows one message at a time.
  .refine((p) => p.length < 8 || p.length > 128 || !isCommonPassword(p), "This password is among the most common ones. Choose one that is harder to guess.");

export const MessageSchema = z.object({ message: z.string() }).openapi("Message");

export const UserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    roles: z.array(z.string()),
    data_version: z.number().int().openapi({
      description:
        "Grows whenever anything the user owns changes (profile, agents, keys, notifications): a client keeping a view can compare it to tell whether the view is current.",
    }),
  })
  .openapi("User");

export const TokenPairSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int().openapi({ description: "Seconds until the access token expires." }),
    token_type: z.literal("Bearer"),
  })
  .openapi("TokenPair");

export const TokenParamsSchema = z.object({
  token: z.string().openapi({ param: { name: "token", in: "path" } }),
});

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

/** The error answers a route can give, for its OpenAPI description. */
export const errors = {
  400: error("Invalid or expired token, or a body that is not JSON"),
  401: error("Missing, expired or invalid credentials"),
  404: error("Not found"),
  422: error("Validation failed; `issues` lists the fields"),
  429: error("Too many requests; see Retry-After"),
};

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
