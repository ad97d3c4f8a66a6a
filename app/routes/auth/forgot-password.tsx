import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { Field, FormErrors, Honeypot, SubmitButton, useZodForm } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { getAuth, requireGuest } from "~/lib/auth.server";
import { checkHoneypot, replyWithApiError } from "~/lib/forms.server";
import { emailField } from "~/lib/account-fields";
import type { Route } from "./+types/forgot-password";

const ForgotSchema = z.object({
  email: emailField,
});

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password · AgentDesk" }];

export function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context);
  const formData = await request.formData();
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: ForgotSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 400 });
  try {
    const { message } = await getAuth(context).api.requestPasswordReset(submission.value.email);
    return { result: submission.reply({ resetForm: true }), sent: message };
  } catch (error) {
    const reply = replyWithApiError(submission, error);
    return data({ result: reply.result, sent: null }, { status: reply.status });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useZodForm(ForgotSchema, {
    lastResult: actionData?.result,
  });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Forgot your password?</h1>
        <p className="mt-1 text-sm text-muted-foreground">Enter your e-mail address and we will send you a link to choose a new one.</p>
      </div>
      {actionData?.sent ? <Alert tone="success">{actionData.sent}</Alert> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <Honeypot />
        <Field label="E-mail" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }} />
        <SubmitButton className="w-full" pendingText="Sending...">
          Send the link
        </SubmitButton>
      </Form>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
