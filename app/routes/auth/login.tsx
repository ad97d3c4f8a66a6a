import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { Field, FormErrors, Honeypot, SubmitButton, useZodForm } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { ApiError, type PublicApi, type TokenPair, type User } from "~/lib/api.server";
import { getAuth, requireGuest, safeRedirect } from "~/lib/auth.server";
import { checkHoneypot, replyWithApiError } from "~/lib/forms.server";
import { flashToast } from "~/lib/toast.server";
import { emailField } from "~/lib/account-fields";
import type { Route } from "./+types/login";

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Enter your password." }),
  redirectTo: z.string().optional(),
});

export const meta: Route.MetaFunction = () => [{ title: "Sign in · AgentDesk" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  const { session } = getAuth(context);
  return { message: session.get("loginMessage") ?? null, recentlyVerified: session.get("recentlyVerified") ?? null };
}

type LoginResult = { tokens: TokenPair; user: User };

/** remix-auth with a form strategy: the verify step signs in upstream and loads the user. */
function authenticator(api: PublicApi) {
  const auth = new Authenticator<LoginResult>();
  auth.use(
    new FormStrategy(async ({ form }) => {
      const { email, password } = LoginSchema.parse(Object.fromEntries(form));
      const tokens = await api.login({ email, password });
      return { tokens, user: await api.user(tokens.access_token) };
    }),
    "form",
  );
  return auth;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context);
  // remix-auth-form reads the body itself: conform gets a clone.
  const formData = await request.clone().formData();
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), unverifiedEmail: null }, { status: 400 });
  }
  const auth = getAuth(context);
  let result: LoginResult;
  try {
    result = await authenticator(auth.api).authenticate("form", request);
  } catch (error) {
    const reply = replyWithApiError(submission, error instanceof Error && "cause" in error && error.cause instanceof ApiError ? error.cause : error);
    return data({ result: reply.result, unverifiedEmail: null }, { status: reply.status });
  }
  if (!result.user.email_verified) {
    // Signed in upstream only to learn this: end that session again and stay here.
    await auth.api.logout(result.tokens.access_token).catch(() => undefined);
    auth.session.set("pendingEmail", result.user.email);
    return data(
      { result: submission.reply({ formErrors: ["Email verification required"], hideFields: ["password"] }), unverifiedEmail: result.user.email },
      { status: 403 },
    );
  }
  auth.signIn(result.tokens);
  flashToast(context, { type: "success", title: "Signed in", message: `Welcome back, ${result.user.name}.` });
  throw redirect(safeRedirect(submission.value.redirectTo));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const [form, fields] = useZodForm(LoginSchema, {
    lastResult: actionData?.result,
  });
  const unverified = actionData?.unverifiedEmail;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Sign in</h1>
        <p className="mt-1 text-sm text-muted-foreground">Welcome back. Sign in to manage your agents.</p>
      </div>
      {loaderData.message ? <Alert tone="error">{loaderData.message}</Alert> : null}
      {loaderData.recentlyVerified ? (
        <Alert tone="success">Your e-mail address {loaderData.recentlyVerified} is verified. Sign in to continue.</Alert>
      ) : null}
      {unverified ? (
        <div role="alert" className="space-y-3 rounded-md border border-red-600/40 bg-red-600/10 px-4 py-3 text-sm">
          <p className="font-medium">Email verification required</p>
          <p>
            Please verify <strong>{unverified}</strong> first: open the link we sent to that address, or get a new one.
          </p>
          <Form method="post" action="/verify-email">
            <input type="hidden" name="email" value={unverified} />
            <SubmitButton variant="outline" size="sm" name="intent" value="resend" pendingText="Sending..." formAction="/verify-email">
              Resend verification
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <FormErrors id={form.errorId} errors={form.errors} />
      )}
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <Honeypot />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="E-mail" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }} />
        <Field label="Password" errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }} />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className="text-primary hover:underline">
            Forgot your password?
          </Link>
        </div>
        <SubmitButton className="w-full" pendingText="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        No account yet?{" "}
        <Link to="/register" className="text-primary hover:underline">
          Create one
        </Link>
      </p>
    </div>
  );
}
