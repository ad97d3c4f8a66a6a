import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { z } from "zod";
import { Field, FormErrors, SubmitButton, useZodForm } from "~/components/forms";
import { LANGUAGES, TONES } from "~/lib/agent-roles";
import { saveAgentTab } from "~/lib/agent-tab.server";
import { useUnsavedChanges } from "~/lib/use-unsaved-changes";
import { useAgent } from "./agent";
import type { Route } from "./+types/personality";

export const meta: Route.MetaFunction = () => [{ title: "Personality · Agent settings · AgentDesk" }];

const QUESTIONS = 6;
const PersonalitySchema = z.object({
  instructions: z.string().max(8000, "Instructions have at most 8,000 characters.").default(""),
  tone: z.enum(TONES, { error: "Choose a tone." }),
  greeting: z.string().trim().max(500, "A greeting has at most 500 characters.").default(""),
  fallback_message: z.string().trim().max(500, "A fallback message has at most 500 characters.").default(""),
  suggested_questions: z
    .array(z.string().trim().max(200, "A question has at most 200 characters.").optional())
    .max(QUESTIONS)
    .default([])
    .transform((list) => list.filter((q): q is string => !!q)),
  language: z.enum(LANGUAGES.map(([code]) => code) as [string, ...string[]], { error: "Choose a language." }),
});

export const action = async (args: Route.ActionArgs) => saveAgentTab(args, await args.request.formData(), PersonalitySchema, (v) => v, "/personality");

const textarea = "w-full rounded-md border border-border bg-background p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";
const select = "h-10 w-full rounded-md border border-border bg-background px-3 text-sm";

export default function PersonalityTab({ actionData }: Route.ComponentProps) {
  const agent = useAgent();
  const unsaved = useUnsavedChanges();
  const [form, fields] = useZodForm(PersonalitySchema, {
    lastResult: actionData?.result,
    defaultValue: { ...agent, suggested_questions: Array.from({ length: QUESTIONS }, (_, i) => agent.suggested_questions[i] ?? "") },
  });
  const questions = fields.suggested_questions.getFieldList();
  return (
    <Form method="post" className="max-w-2xl space-y-5" {...getFormProps(form)} {...unsaved}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="space-y-1.5">
        <label htmlFor={fields.instructions.id} className="block text-sm font-medium">
          Instructions
        </label>
        <textarea {...getTextareaProps(fields.instructions)} rows={8} className={textarea} />
        <p className="text-xs text-muted-foreground">What the agent must do and must not do, in plain words. Up to 8,000 characters.</p>
        {fields.instructions.errors ? <p className="text-sm text-red-600">{fields.instructions.errors.join(" ")}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={fields.tone.id} className="block text-sm font-medium">
            Tone
          </label>
          <select id={fields.tone.id} name={fields.tone.name} defaultValue={TONES.includes(agent.tone as never) ? agent.tone : "friendly"} className={select}>
            {TONES.map((t) => (
              <option key={t} value={t}>
                {t[0]!.toUpperCase() + t.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={fields.language.id} className="block text-sm font-medium">
            Language
          </label>
          <select id={fields.language.id} name={fields.language.name} defaultValue={agent.language} className={select}>
            {LANGUAGES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field label="Greeting" errors={fields.greeting.errors} hint="The first message visitors see." inputProps={getInputProps(fields.greeting, { type: "text" })} />
      <Field
        label="Fallback message"
        errors={fields.fallback_message.errors}
        hint="What the agent says when its knowledge has no answer (the question then goes to the Question Queue)."
        inputProps={getInputProps(fields.fallback_message, { type: "text" })}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Suggested questions</legend>
        <p className="text-xs text-muted-foreground">Up to six, shown as buttons under the greeting.</p>
        {questions.map((q, i) => (
          <Field key={q.key} label={`Question ${i + 1}`} errors={q.errors} inputProps={getInputProps(q, { type: "text" })} />
        ))}
      </fieldset>
      <SubmitButton pendingText="Saving...">Save changes</SubmitButton>
    </Form>
  );
}
