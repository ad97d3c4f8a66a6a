import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Bot, Plus } from "lucide-react";
import { data, Form, Link, redirect, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { Field, FormErrors, SubmitButton, useZodForm } from "~/components/forms";
import { ConfirmDelete, Modal } from "~/components/modal";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import { buttonVariants } from "~/components/ui/button";
import { ROLE_TEMPLATES, roleLabel, withIds } from "~/lib/agent-roles";
import { agentsApi, deleted } from "~/lib/agents.server";
import { getAuth, requireUser } from "~/lib/auth.server";
import { replyWithApiError } from "~/lib/forms.server";
import { allowPageCache } from "~/lib/page-cache.server";
import { flashToast } from "~/lib/toast.server";
import { cn, formatDateTime } from "~/lib/utils";
import type { Route } from "./+types/agents";

export const handle: CrumbHandle = { breadcrumb: "Agents" };
export const meta: Route.MetaFunction = () => [{ title: "Agents · AgentDesk" }];

const CreateSchema = z
  .object({
    intent: z.literal("create"),
    name: z.string({ error: "Give the agent a name." }).trim().min(1, "Give the agent a name.").max(80, "A name has at most 80 characters."),
    template: z.enum(["0", "1", "2", "3", "custom"], { error: "Choose a role." }),
    role: z.string().trim().max(500, "A role has at most 500 characters.").optional(),
  })
  .refine((v) => v.template !== "custom" || (v.role ?? "") !== "", { path: ["role"], message: "Describe the role, or choose a template." });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  // The user's agents (and, above, the user and the bell): all covered by the data version.
  allowPageCache(context, ["q", "create", "delete"]);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const all = withIds(await agentsApi(getAuth(context)).list(["name", "role", "status", "updated_at"]));
  const agents = all
    .filter((a) => !q || a.name.toLowerCase().includes(q.toLowerCase()))
    .map((a) => ({ id: a.id, name: a.name, roleLabel: roleLabel(a.role), status: a.status, updatedAt: a.updated_at }));
  const deleteId = url.searchParams.get("delete");
  return {
    agents,
    total: all.length,
    q,
    creating: url.searchParams.get("create") === "1",
    deleting: deleteId ? (agents.find((a) => String(a.id) === deleteId) ?? null) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const formData = await request.formData();
  const api = agentsApi(getAuth(context));
  if (formData.get("intent") === "delete") {
    const id = String(formData.get("id") ?? "");
    const name = String(formData.get("name") ?? "The agent");
    flashToast(
      context,
      (await deleted(api.remove(id)))
        ? { type: "success", message: `${name} was deleted.` }
        : { type: "warning", message: `${name} no longer exists: it was already deleted.` },
    );
    return redirect("/agents");
  }
  const submission = parseWithZod(formData, { schema: CreateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { name, template, role } = submission.value;
  const chosen = template === "custom" ? undefined : ROLE_TEMPLATES[Number(template)];
  try {
    const agent = await api.create(
      chosen
        ? { name, role: chosen.description, instructions: chosen.instructions, tone: chosen.tone, greeting: chosen.greeting }
        : { name, role: role ?? "" },
    );
    flashToast(context, { type: "success", title: "Agent created", message: `${agent.name} is ready. Give it some personality and knowledge.` });
    return redirect(`/agents/${agent.id}`);
  } catch (error) {
    const reply = replyWithApiError(submission, error, []);
    return data({ result: reply.result }, { status: reply.status });
  }
}

function CreateAgentForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const [form, fields] = useZodForm(CreateSchema, {
    lastResult: lastResult?.result,
    defaultValue: { template: "0" },
  });
  return (
    <Form method="post" action="/agents?create=1" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label="Name" errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoFocus: true, placeholder: "e.g. Ava from Support" }} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Role</legend>
        {ROLE_TEMPLATES.map((t, i) => (
          <label key={t.label} className="flex cursor-pointer gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="radio" name="template" value={String(i)} defaultChecked={fields.template.initialValue === String(i)} className="mt-1" />
            <span>
              <span className="block font-medium">{t.label}</span>
              <span className="text-muted-foreground">{t.description}</span>
            </span>
          </label>
        ))}
        <label className="flex cursor-pointer gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
          <input type="radio" name="template" value="custom" defaultChecked={fields.template.initialValue === "custom"} className="mt-1" />
          <span className="font-medium">Another role, described in my own words</span>
        </label>
        <Field label="Custom role" errors={fields.role.errors} inputProps={{ ...getInputProps(fields.role, { type: "text" }), placeholder: "e.g. Answers questions about our garden furniture" }} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Link to="/agents" className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <SubmitButton pendingText="Creating...">Create agent</SubmitButton>
      </div>
    </Form>
  );
}

export default function Agents({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const creating = loaderData.creating || actionData !== undefined;
  const close = () => navigate(params.get("q") ? `/agents?q=${encodeURIComponent(params.get("q")!)}` : "/agents", { replace: true });
  return (
    <>
      <PageHeader
        title="Agents"
        description="Your assistants: each with a role, a personality and its own knowledge."
        actions={
          <Link to="/agents?create=1" className={buttonVariants()}>
            <Plus aria-hidden className="size-4" /> New agent
          </Link>
        }
      />
      {creating ? (
        <Modal title="Create an agent" onClose={close}>
          <CreateAgentForm lastResult={actionData} />
        </Modal>
      ) : null}
      {loaderData.deleting ? (
        <ConfirmDelete
          title={`Delete ${loaderData.deleting.name}?`}
          action="/agents"
          fields={{ intent: "delete", id: loaderData.deleting.id, name: loaderData.deleting.name }}
          cancelTo="/agents"
          confirmLabel="Delete agent"
          onClose={close}
        >
          The agent, its API keys and everything attached to it are deleted for good. Sites that embed it stop answering.
        </ConfirmDelete>
      ) : null}
      {loaderData.q ? (
        <p className="mb-4 text-sm text-muted-foreground">
          {loaderData.agents.length} of {loaderData.total} agents match “{loaderData.q}”.{" "}
          <Link to="/agents" className="text-primary hover:underline">
            Show all
          </Link>
        </p>
      ) : null}
      {loaderData.total === 0 ? (
        <EmptyState icon={Bot} title="Create your first agent">
          <p>Pick a role template, give it a name, and it is ready to learn from your documents.</p>
          <Link to="/agents?create=1" className={cn(buttonVariants(), "mt-4")}>
            <Plus aria-hidden className="size-4" /> New agent
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.agents.map((a) => (
            <li key={a.id} className="flex flex-col rounded-xl border border-border bg-background p-5 shadow-sm" data-testid="agent-card">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="truncate font-semibold">{a.name}</h2>
                  <p className="text-sm text-muted-foreground">{a.roleLabel}</p>
                </div>
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs font-medium",
                    a.status === "active" ? "bg-green-600/10 text-green-700 dark:text-green-400" : "bg-muted text-muted-foreground",
                  )}
                >
                  {a.status === "active" ? "Active" : "Paused"}
                </span>
              </div>
              <p className="mt-3 text-xs text-muted-foreground">
                Updated <time dateTime={a.updatedAt}>{formatDateTime(a.updatedAt)}</time>
              </p>
              {/* Plain text actions with short component classes: a list of many cards stays light to render and send. */}
              <div className="card-actions">
                <Link to={`/agents/${a.id}/chat`} className="btn-primary" aria-label={`Chat with ${a.name}`}>
                  Chat
                </Link>
                <Link to={`/agents/${a.id}`} className="btn-outline" aria-label={`Settings of ${a.name}`}>
                  Settings
                </Link>
                <Link to={`/agents?delete=${a.id}`} className="btn-danger" aria-label={`Delete ${a.name}`}>
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
