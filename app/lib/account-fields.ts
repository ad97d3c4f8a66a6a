import { z } from "zod";

// The account forms' shared rules. The API decides the rest (for instance that a password is too
// common), and its issues land under the fields.

export const emailField = z.string({ error: "Enter your e-mail address." }).trim().email("Enter a valid e-mail address.");

/** `fields` plus a new password typed twice, which must match. */
export function withNewPassword<T extends z.ZodRawShape>(fields: T, missing: string) {
  return z
    .object({
      ...fields,
      password: z.string({ error: missing }).min(8, "Use at least 8 characters.").max(128, "Use at most 128 characters."),
      confirmPassword: z.string({ error: "Repeat the password." }),
    })
    .refine(
      // Both fields are in the object just built; TypeScript cannot see them through the generic spread.
      (v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword,
      { path: ["confirmPassword"], message: "The passwords do not match." },
    );
}
