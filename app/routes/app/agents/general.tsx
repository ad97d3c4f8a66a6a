import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Copy, KeyRound, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigate } from "react-router";
import { z } from "zod";
import { Field, FormErrors, SubmitButton, useZodForm } from "~/components/forms";
import { ConfirmDelete } from "~/components/modal";
import { buttonVariants } from "~/components/ui/button";
import { roleLabel } from "~/lib/agent-roles";
import { saveAgentTab } from "~/lib/agent-tab.server";
import { agentsApi, deleted } from "~/lib/agents.server";
import { ApiError } from "~/lib/api.server";
import { getAuth, requireUser } from "~/lib/auth.server";
import { toastStore } from "~/lib/toast-store";
import { flashToast } from "~/lib/toast.server";
import { useUnsavedChanges } from "~/lib/use-unsaved-changes";
import { cn, formatDate } from "~/lib/utils";
import { useAgent } from "./agent";
import type { Route } from "./+types/general";

export const meta: Route.MetaFunction = () => [{ title: "General · Agent settings · AgentDesk" }];

const GeneralSchema = z.object({
  name: z.string({ error: "Give the agent a name." }).trim().min(1, "Give the agent a name.").max(80, "A name has at most 80 characters."),
  role: z.string().trim().max(500, "A role has at most 500 characters.").default(""),
  status: z.enum(["active", "paused"], { error: "Choose a status." }),
});
const KeySchema = z.object({ keyName: z.string({ error: "Name the key." }).trim().min(1, "Name the key.").max(100, "A key name has at most 100 characters.") });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const keys = await agentsApi(getAuth(context)).keys(params.agentId);
  const deleteKey = url.searchParams.get("deleteKey");
  return { keys, confirmDelete: url.searchParams.get("confirm") === "delete", deletingKey: keys.find((k) => String(k.id) === deleteKey) ?? null };
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  await requireUser(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "save") return saveAgentTab(args, form, GeneralSchema, (v) => v, "");
  const api = agentsApi(getAuth(context));
  if (intent === "delete-agent") {
    const gone = await deleted(api.remove(params.agentId));
    flashToast(context, gone ? { type: "success", message: "The agent was deleted." } : { type: "warning", message: "The agent was already deleted." });
    return redirect("/agents");
  }
  if (intent === "delete-key") {
    const gone = await deleted(api.deleteKey(params.agentId, String(form.get("keyId") ?? "")));
    flashToast(
      context,
      gone
        ? { type: "success", message: "The API key was deleted. It stops working at once." }
        : { type: "warning", message: "That API key was already deleted." },
    );
    return redirect(`/agents/${params.agentId}`);
  }
  // create-key: the secret is in this answer only (never in a cookie or a redirect).
  const parsed = KeySchema.safeParse({ keyName: form.get("keyName") ?? undefined });
  if (!parsed.success) return data({ createdKey: null, keyError: parsed.error.issues[0]!.message, result: undefined }, { status: 400 });
  try {
    const created = await api.createKey(params.agentId, parsed.data.keyName);
    return { createdKey: { name: created.name, key: created.key }, keyError: null, result: undefined };
  } catch (error) {
    if (error instanceof ApiError) return data({ createdKey: null, keyError: error.message, result: undefined }, { status: error.status });
    throw error;
  }
}

export default function GeneralTab({ loaderData, actionData }: Route.ComponentProps) {
  const agent = useAgent();
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges();
  const [form, fields] = useZodForm(GeneralSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { name: agent.name, role: agent.role, status: agent.status },
  });
  const created = actionData && "createdKey" in actionData ? actionData.createdKey : null;
  const keyError = actionData && "keyError" in actionData ? actionData.keyError : null;
  const back = () => navigate(`/agents/${agent.id}`, { replace: true });
  return (
    <div className="max-w-2xl space-y-10">
      <Form method="post" className="space-y-4" {...getFormProps(form)} {...unsaved}>
        <input type="hidden" name="intent" value="save" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Name" errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
        <div className="space-y-1.5">
          <label htmlFor={fields.role.id} className="block text-sm font-medium">
            Role
          </label>
          <textarea
            {...getTextareaProps(fields.role)}
            rows={3}
            className="w-full rounded-md border border-border bg-background p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p className="text-xs text-muted-foreground">Shown as “{roleLabel(agent.role)}”.</p>
          {fields.role.errors ? <p className="text-sm text-red-600">{fields.role.errors.join(" ")}</p> : null}
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Status</legend>
          <div className="flex gap-4 text-sm">
            {(["active", "paused"] as const).map((s) => (
              <label key={s} className="flex items-center gap-2">
                <input type="radio" name={fields.status.name} value={s} defaultChecked={agent.status === s} />
                {s === "active" ? "Active: answers visitors" : "Paused: does not answer"}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton pendingText="Saving...">
          Save changes
        </SubmitButton>
      </Form>

      <section aria-labelledby="keys-title" className="space-y-4">
        <div>
          <h2 id="keys-title" className="text-lg font-semibold">
            API keys
          </h2>
          <p className="text-sm text-muted-foreground">Keys let your sites and integrations talk to this agent. A key's secret is shown once, when it is created.</p>
        </div>
        {created ? (
          <div role="status" className="space-y-2 rounded-md border border-green-600/40 bg-green-600/10 p-4 text-sm">
            <p className="font-medium">Copy the secret of “{created.name}” now: it will not be shown again.</p>
            <div className="flex items-center gap-2">
              <code data-testid="new-key" className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1 font-mono">
                {created.key}
              </code>
              <button
                type="button"
                className={buttonVariants({ size: "sm", variant: "outline" })}
                onClick={() =>
                  navigator.clipboard.writeText(created.key).then(
                    () => toastStore.show({ type: "success", message: "The key is copied to the clipboard." }),
                    () => toastStore.show({ type: "error", message: "The browser refused to copy; select the key and copy it by hand." }),
                  )
                }
              >
                <Copy aria-hidden className="size-4" /> Copy
              </button>
            </div>
          </div>
        ) : null}
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="create-key" />
          <div className="flex-1">
            <Field label="New key name" errors={keyError ? [keyError] : undefined} inputProps={{ name: "keyName", type: "text", placeholder: "e.g. Company website", maxLength: 100 }} />
          </div>
          <SubmitButton variant="outline" pendingText="Creating...">
            <KeyRound aria-hidden className="size-4" /> Create key
          </SubmitButton>
        </Form>
        {loaderData.keys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No keys yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {loaderData.keys.map((k) => (
              <li key={k.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm" data-testid="api-key">
                <div className="min-w-0">
                  <p className="font-medium">{k.name}</p>
                  <p className="text-muted-foreground">
                    <code>{k.prefix}…</code> · created {formatDate(k.created_at)} · {k.last_used_at ? `last used ${formatDate(k.last_used_at)}` : "never used"}
                  </p>
                </div>
                <Link to={`/agents/${agent.id}?deleteKey=${k.id}`} className={cn(buttonVariants({ size: "sm", variant: "ghost" }), "text-red-600")} aria-label={`Delete key ${k.name}`}>
                  <Trash2 aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="danger-title" className="space-y-3 rounded-xl border border-red-600/40 p-5">
        <h2 id="danger-title" className="font-semibold">
          Delete this agent
        </h2>
        <p className="text-sm text-muted-foreground">Its keys and everything attached to it go with it. This cannot be undone.</p>
        <Link to={`/agents/${agent.id}?confirm=delete`} className={cn(buttonVariants({ variant: "outline" }), "text-red-600")}>
          Delete agent
        </Link>
      </section>

      {loaderData.confirmDelete ? (
        <ConfirmDelete
          title={`Delete ${agent.name}?`}
          action={`/agents/${agent.id}?index`}
          fields={{ intent: "delete-agent" }}
          cancelTo={`/agents/${agent.id}`}
          confirmLabel="Delete agent"
          onClose={back}
        >
          The agent, its API keys and everything attached to it are deleted for good.
        </ConfirmDelete>
      ) : null}
      {loaderData.deletingKey ? (
        <ConfirmDelete
          title={`Delete the key “${loaderData.deletingKey.name}”?`}
          action={`/agents/${agent.id}?index`}
          fields={{ intent: "delete-key", keyId: loaderData.deletingKey.id }}
          cancelTo={`/agents/${agent.id}`}
          confirmLabel="Delete key"
          onClose={back}
        >
          Anything using this key stops working at once.
        </ConfirmDelete>
      ) : null}
    </div>
  );
}
