import { Tags } from "lucide-react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { FormErrors, SubmitButton } from "~/components/forms";
import { Modal } from "~/components/modal";
import { buttonVariants } from "~/components/ui/button";
import { saveAgentTab } from "~/lib/agent-tab.server";
import { useAgent } from "./agent";
import type { Route } from "./+types/knowledge";

export const meta: Route.MetaFunction = () => [{ title: "Knowledge · Agent settings · AgentDesk" }];

// One tag per line or separated by commas; blank entries dropped, duplicates merged.
const TagsSchema = z.object({
  tags: z
    .string()
    .default("")
    .transform((text) => [...new Set(text.split(/[\n,]/).map((t) => t.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(50, "A tag has at most 50 characters.")).max(50, "At most 50 tags.")),
});

export const action = async (args: Route.ActionArgs) =>
  saveAgentTab(args, await args.request.formData(), TagsSchema, (v) => ({ knowledge_tags: v.tags }), "/knowledge");

export default function KnowledgeTab({ actionData }: Route.ComponentProps) {
  const agent = useAgent();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get("edit") === "tags" || actionData !== undefined;
  const errors = actionData?.result?.error ? Object.values(actionData.result.error).flat().filter((e): e is string => typeof e === "string") : undefined;
  return (
    <div className="max-w-2xl space-y-5">
      <p className="text-sm text-muted-foreground">
        The agent answers from the data sources that carry these tags. Tag your documents in the Knowledge Hub, then list the tags here.
      </p>
      {agent.knowledge_tags.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">No tags yet: the agent uses no knowledge.</p>
      ) : (
        <ul aria-label="Knowledge tags" className="flex flex-wrap gap-2">
          {agent.knowledge_tags.map((t) => (
            <li key={t} className="rounded-full border border-border bg-muted px-3 py-1 text-sm">
              {t}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/agents/${agent.id}/knowledge?edit=tags`} className={buttonVariants({ variant: "outline" })}>
        <Tags aria-hidden className="size-4" /> Edit tags
      </Link>
      {editing ? (
        <Modal title="Edit knowledge tags" onClose={() => navigate(`/agents/${agent.id}/knowledge`, { replace: true })}>
          <Form method="post" action={`/agents/${agent.id}/knowledge`} className="space-y-4">
            <FormErrors errors={errors} />
            <label htmlFor="tags" className="block text-sm font-medium">
              Tags, one per line or separated by commas
            </label>
            <textarea
              id="tags"
              name="tags"
              rows={6}
              defaultValue={agent.knowledge_tags.join("\n")}
              className="w-full rounded-md border border-border bg-background p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            <p className="text-xs text-muted-foreground">Up to 50 tags of at most 50 characters.</p>
            <div className="flex justify-end gap-2">
              <Link to={`/agents/${agent.id}/knowledge`} className={buttonVariants({ variant: "outline" })}>
                Cancel
              </Link>
              <SubmitButton pendingText="Saving...">Save tags</SubmitButton>
            </div>
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}
