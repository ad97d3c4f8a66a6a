import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import type { z } from "zod";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/** The name of the honeypot field of public forms: people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = "website";

/** A labelled input with its errors under it, wired for screen readers. */
export function Field({
  label,
  errors,
  inputProps,
  hint,
}: {
  label: string;
  errors?: string[];
  inputProps: React.ComponentProps<"input">;
  hint?: React.ReactNode;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <Input {...inputProps} id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
      {hint && !errorId ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errorId ? (
        <ul id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {errors!.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Errors of the whole form (not of one field). */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-600/40 bg-red-600/10 px-4 py-3 text-sm">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** Hidden from people and assistive technology; a bot that fills it is refused. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A submit button that says it is working while its form is submitting. */
export function SubmitButton({ children, pendingText, formAction, ...props }: React.ComponentProps<typeof Button> & { pendingText: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST" && (!formAction || navigation.formAction === formAction);
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending} formAction={formAction} {...props}>
      {pending ? pendingText : children}
    </Button>
  );
}

/** The form's field shape: the schema's input (an object). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own constraint on form shapes
type FormShape<S extends z.ZodType> = Extract<z.input<S>, Record<string, any>>;
type ZodFormOptions<S extends z.ZodType> = Omit<
  Parameters<typeof useForm<FormShape<S>, z.output<S>>>[0],
  "constraint" | "onValidate" | "shouldValidate" | "shouldRevalidate"
>;

/**
 * conform's useForm with a zod schema validating in the browser as on the server. Errors appear
 * after the first submit, then follow the typing: validating on blur made them appear when focus
 * left an untouched field, shifting the layout under the pointer and swallowing that click.
 */
export function useZodForm<S extends z.ZodType>(schema: S, options: ZodFormOptions<S>) {
  return useForm<FormShape<S>, z.output<S>>({
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
