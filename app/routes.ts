import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  layout("routes/auth/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password/:token", "routes/auth/reset-password.tsx"),
    route("verify-email/:token?", "routes/auth/verify-email.tsx"),
    route("unauthorized", "routes/auth/unauthorized.tsx"),
  ]),
  route("logout", "routes/auth/logout.tsx"),
  ...prefix("resources", [
    route("refresh", "routes/resources/refresh.tsx"),
    route("sidebar", "routes/resources/sidebar.tsx"),
    route("agents", "routes/resources/agents.tsx"),
    route("notifications", "routes/resources/notifications.tsx"),
  ]),
  // Protected, with the sidebar layout.
  layout("routes/app/layout.tsx", [
    route("dashboard", "routes/app/dashboard.tsx"),
    route("agents", "routes/app/agents.tsx"),
    route("agents/:agentId", "routes/app/agents/agent.tsx", [
      route("chat", "routes/app/agents/chat.tsx"),
      layout("routes/app/agents/settings.tsx", [
        index("routes/app/agents/general.tsx"),
        route("personality", "routes/app/agents/personality.tsx"),
        route("knowledge", "routes/app/agents/knowledge.tsx"),
        route("skills", "routes/app/agents/skills.tsx"),
        route("widget", "routes/app/agents/widget.tsx"),
        route("widget/embed", "routes/app/agents/widget-embed.tsx"),
        route("datasets", "routes/redirects.tsx", { id: "agent-datasets" }),
        route("integrations", "routes/redirects.tsx", { id: "agent-integrations" }),
        route("api", "routes/redirects.tsx", { id: "agent-api" }),
        route("analytics", "routes/redirects.tsx", { id: "agent-analytics" }),
      ]),
    ]),
    route("knowledge-hub/data-sources", "routes/app/knowledge-hub/data-sources.tsx"),
    route("knowledge-hub/question-queue", "routes/app/knowledge-hub/question-queue.tsx"),
    route("integrations", "routes/app/integrations.tsx"),
    route("insights", "routes/app/insights.tsx"),
    route("conversations", "routes/app/conversations.tsx"),
    route("settings", "routes/app/settings.tsx"),
  ]),
  // No auth requirement, sidebar layout.
  route("help-support", "routes/help-support.tsx"),
  // The chat widget pages: empty layout, query parameters passed through.
  route("embed", "routes/embed/chat.tsx", { id: "embed-iframe" }),
  route("chat-embed", "routes/embed/chat.tsx", { id: "embed-direct" }),
  // Legacy paths and aliases; anything unknown goes to /.
  route("knowledge-hub", "routes/redirects.tsx", { id: "knowledge-hub" }),
  route("datasets", "routes/redirects.tsx", { id: "datasets" }),
  route("training-center", "routes/redirects.tsx", { id: "training-center" }),
  route("training-center/datasets", "routes/redirects.tsx", { id: "training-center-datasets" }),
  route("training-center/faqs", "routes/redirects.tsx", { id: "training-center-faqs" }),
  route("activity", "routes/redirects.tsx", { id: "activity" }),
  route("analytics", "routes/redirects.tsx", { id: "analytics" }),
  route("embed/:id", "routes/redirects.tsx", { id: "embed-id" }),
  route("*", "routes/redirects.tsx", { id: "unknown" }),
] satisfies RouteConfig;
