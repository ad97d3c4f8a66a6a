import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { agentsApi, type Agent } from "./agents.server";
import { getAuth, requireUser } from "./auth.server";
import { replyWithApiError } from "./forms.server";
import { flashToast } from "./toast.server";

/**
 * The save of a settings tab: validate with the tab's schema, PUT the fields, then back to the tab
 * with a toast (POST-redirect-GET, so it works the same without JavaScript). Field errors stay on the form.
 */
export async function saveAgentTab<S extends z.ZodType>(
  args: { request: Request; params: { agentId: string }; context: Readonly<RouterContextProvider> },
  formData: FormData,
  schema: S,
  toFields: (value: z.output<S>) => Partial<Agent>,
  tabPath: string,
): Promise<Response | ReturnType<typeof data<{ result: SubmissionResult<string[]> }>>> {
  const { request, params, context } = args;
  await requireUser(context, request);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const agent = await agentsApi(getAuth(context)).update(params.agentId, toFields(submission.value as z.output<S>));
    flashToast(context, { type: "success", title: "Saved", message: `${agent.name} is up to date.` });
    return redirect(`/agents/${params.agentId}${tabPath}`);
  } catch (error) {
    const reply = replyWithApiError(submission, error, []);
    return data({ result: reply.result }, { status: reply.status });
  }
}
