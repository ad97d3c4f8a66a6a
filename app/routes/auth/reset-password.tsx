import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { Field, FormErrors, SubmitButton, useZodForm } from "~/components/forms";
import { ApiError } from "~/lib/api.server";
import { getAuth, requireGuest } from "~/lib/auth.server";
import { replyWithApiError } from "~/lib/forms.server";
import { withNewPassword } from "~/lib/account-fields";
import type { Route } from "./+types/reset-password";

const ResetSchema = withNewPassword({}, "Enter a new password.");

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password · AgentDesk" }];

/** The link is checked before the form is shown: a bad or expired one gets its own page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireGuest(context);
  try {
    const { email } = await getAuth(context).api.verifyResetToken(params.token);
    return data({ valid: true as const, email });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return data({ valid: false as const, email: null }, { status: 400 });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireGuest(context);
  const submission = parseWithZod(await request.formData(), { schema: ResetSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const auth = getAuth(context);
  try {
    await auth.api.resetPassword({ token: params.token, password: submission.value.password });
  } catch (error) {
    const reply = replyWithApiError(submission, error);
    return data({ result: reply.result }, { status: reply.status });
  }
  auth.session.flash("loginMessage", "Your password has been changed. Please sign in with the new one.");
  throw redirect("/login");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useZodForm(ResetSchema, {
    lastResult: actionData?.result,
  });
  if (!loaderData.valid) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">This link has expired</h1>
        <p className="text-sm text-muted-foreground">
          Password reset links work once and for one hour. This one is no longer valid. Ask for a new link and use it within the hour.
        </p>
        <Link to="/forgot-password" className="inline-block text-primary hover:underline">
          Send me a new link
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Choose a new password</h1>
        <p className="mt-1 text-sm text-muted-foreground">For {loaderData.email}. Every device signed in to this account will be signed out.</p>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <input type="text" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
        <Field label="New password" errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", autoFocus: true }} />
        <Field label="Repeat the password" errors={fields.confirmPassword.errors} inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }} />
        <SubmitButton className="w-full" pendingText="Saving...">
          Set the new password
        </SubmitButton>
      </Form>
    </div>
  );
}
