import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Field, FormErrors, Honeypot, SubmitButton, useZodForm } from "~/components/forms";
import { getAuth, requireGuest } from "~/lib/auth.server";
import { checkHoneypot, replyWithApiError } from "~/lib/forms.server";
import { emailField, withNewPassword } from "~/lib/account-fields";
import type { Route } from "./+types/register";

const RegisterSchema = withNewPassword(
  {
    name: z.string({ error: "Enter your name." }).trim().min(1, "Enter your name.").max(100, "A name has at most 100 characters."),
    email: emailField,
  },
  "Enter a password.",
);

export const meta: Route.MetaFunction = () => [{ title: "Create an account · AgentDesk" }];

export function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context);
  const formData = await request.formData();
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const auth = getAuth(context);
  const { name, email, password } = submission.value;
  try {
    await auth.api.register({ name, email, password });
  } catch (error) {
    const reply = replyWithApiError(submission, error);
    return data({ result: reply.result }, { status: reply.status });
  }
  auth.session.set("pendingEmail", email.toLowerCase());
  throw redirect("/verify-email");
}

export default function Register({ actionData }: Route.ComponentProps) {
  const [form, fields] = useZodForm(RegisterSchema, {
    lastResult: actionData?.result,
  });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Create your account</h1>
        <p className="mt-1 text-sm text-muted-foreground">Build, teach and publish AI agents in minutes.</p>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <Honeypot />
        <Field label="Name" errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", autoFocus: true }} />
        <Field label="E-mail" errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
        <Field
          label="Password"
          errors={fields.password.errors}
          hint="At least 8 characters. Common passwords are refused."
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        />
        <Field label="Repeat the password" errors={fields.confirmPassword.errors} inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }} />
        <SubmitButton className="w-full" pendingText="Creating your account...">
          Create account
        </SubmitButton>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/login" className="text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
