import { Link } from "react-router";
import type { Route } from "./+types/unauthorized";

export const meta: Route.MetaFunction = () => [{ title: "Not allowed · AgentDesk" }];

export default function Unauthorized() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">You cannot open this page</h1>
      <p className="text-sm text-muted-foreground">
        Your account does not have the role this page needs. If you think it should, ask an administrator of this AgentDesk to give
        it to you.
      </p>
      <Link to="/agents" className="inline-block text-primary hover:underline">
        Back to your agents
      </Link>
    </div>
  );
}
