import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  route("resources/refresh", "routes/resources/refresh.tsx"),
  layout("routes/app/layout.tsx", [route("agents", "routes/app/agents.tsx"), route("dashboard", "routes/app/dashboard.tsx")]),
] satisfies RouteConfig;
