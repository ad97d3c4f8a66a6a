import { Bot } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import { requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/agents";

export const handle: CrumbHandle = { breadcrumb: "Agents" };
export const meta: Route.MetaFunction = () => [{ title: "Agents · AgentDesk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { name: user.name };
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Agents" description={`Welcome, ${loaderData.name}.`} />
      <EmptyState icon={Bot} title="No agents yet">
        Your agents will be listed here, with their role, status and last change.
      </EmptyState>
    </>
  );
}
