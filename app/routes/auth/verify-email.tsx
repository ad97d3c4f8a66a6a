import { data, Form, Link, redirect } from "react-router";
import { FormErrors, SubmitButton } from "~/components/forms";
import { Field } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { ApiError, ClientError } from "~/lib/api.server";
import { getAuth, safeRedirect } from "~/lib/auth.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [{ title: "Verify your e-mail · AgentDesk" }];

type State =
  | { state: "verified"; email: string }
  | { state: "invalid"; message: string; email: string | null }
  | { state: "inbox"; email: string | null };

/** No guard: with a token it verifies; without one it says to check the inbox and offers a new link. */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<State | ReturnType<typeof data<State>>> {
  const auth = getAuth(context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (redirectTo) auth.session.set("verifyRedirectTo", safeRedirect(redirectTo));
  const knownEmail = async () =>
    auth.signedIn ? ((await auth.user().catch(() => null))?.email ?? null) : (auth.session.get("pendingEmail") ?? null);

  if (params.token === undefined) return { state: "inbox", email: await knownEmail() };
  try {
    const { email } = await auth.api.verifyEmail(params.token);
    auth.session.unset("pendingEmail");
    if (auth.signedIn) {
      // The guard of the target fetches the user again, now verified.
      const target = safeRedirect(auth.session.get("verifyRedirectTo"));
      auth.session.unset("verifyRedirectTo");
      throw redirect(target);
    }
    auth.session.flash("recentlyVerified", email);
    return { state: "verified", email };
  } catch (error) {
    if (error instanceof ClientError || (error instanceof ApiError && error.status === 400)) {
      return data<State>({ state: "invalid", message: error.message, email: await knownEmail() }, { status: 400 });
    }
    throw error;
  }
}

/** "Resend verification": the e-mail from the session, or typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context);
  const form = await request.formData();
  const typed = form.get("email");
  const email = typeof typed === "string" && typed.trim() ? typed : (auth.session.get("pendingEmail") ?? undefined);
  try {
    const { message } = await auth.api.resendVerification(email);
    return { sent: message, errors: null, email: email ?? "" };
  } catch (error) {
    if (error instanceof ClientError) return data({ sent: null, errors: [error.message], email: "" }, { status: 400 });
    if (error instanceof ApiError) {
      const messages = error.issues.length ? error.issues.map((i) => i.message) : [error.message];
      return data({ sent: null, errors: messages, email: email ?? "" }, { status: error.status });
    }
    throw error;
  }
}

function ResendForm({ email, errors }: { email: string | null; errors?: string[] | null }) {
  return (
    <Form method="post" action="/verify-email" className="space-y-3">
      <FormErrors errors={errors ?? undefined} />
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <Field label="E-mail" inputProps={{ name: "email", type: "email", autoComplete: "email" }} />
      )}
      <SubmitButton variant="outline" name="intent" value="resend" pendingText="Sending..." formAction="/verify-email">
        Resend verification
      </SubmitButton>
    </Form>
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.sent ? <Alert tone="success">{actionData.sent}</Alert> : null;
  if (loaderData.state === "verified") {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">Your e-mail address is verified</h1>
        <p className="text-sm text-muted-foreground">Thank you: {loaderData.email} is confirmed. Sign in to start building agents.</p>
        <Link to="/login" className="inline-block text-primary hover:underline">
          Sign in
        </Link>
      </div>
    );
  }
  if (loaderData.state === "invalid") {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">This link does not work</h1>
        <Alert tone="error">{loaderData.message}</Alert>
        <p className="text-sm text-muted-foreground">Verification links work once and for 24 hours. Ask for a new one:</p>
        {sent}
        <ResendForm email={loaderData.email} errors={actionData?.errors} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Check your inbox</h1>
      <p className="text-sm text-muted-foreground">
        We sent a verification link to {loaderData.email ? <strong>{loaderData.email}</strong> : "your e-mail address"}. Open it to
        activate your account. It can take a minute to arrive; look in the spam folder too.
      </p>
      {sent}
      <ResendForm email={loaderData.email} errors={actionData?.errors} />
      <p className="text-sm">
        <Link to="/login" className="text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
