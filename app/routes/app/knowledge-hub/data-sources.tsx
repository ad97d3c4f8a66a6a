import { Database } from "lucide-react";
import { EmptyState, PageHeader } from "~/components/page";
import type { CrumbHandle } from "~/components/shell/shell";
import type { Route } from "./+types/data-sources";

export const handle: CrumbHandle = { breadcrumb: "Data Sources" };
export const meta: Route.MetaFunction = () => [{ title: "Data Sources · AgentDesk" }];

export default function Page() {
  return (
    <>
      <PageHeader title="Data Sources" description="Documents, pasted text, web pages and question-and-answer pairs your agents learn from." />
      <EmptyState icon={Database} title="No data sources yet">
        Uploaded files, web pages and Q&A pairs will be listed here with their status, so you can search, tag and delete them.
      </EmptyState>
    </>
  );
}
