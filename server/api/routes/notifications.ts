import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../context";
import { notFoundOnBadParam } from "../errors";
import { errors, json } from "../schemas";
import type { Notifications } from "../services/notifications";

const NotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(["success", "error", "warning", "info"]),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    created_at: z.string(),
    read: z.boolean(),
  })
  .openapi("Notification");

const IdParams = z.object({
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" } })
    .regex(/^\d{1,15}$/)
    .transform(Number),
});

const tags = ["notifications"];
const security = [{ Bearer: [] }];
const routes = {
  list: createRoute({
    method: "get",
    path: "/notifications",
    tags,
    security,
    summary: "The signed-in user's notifications, newest first, with the unread count",
    request: {
      query: z.object({
        limit: z.coerce.number().int().min(1).max(100).default(20),
        before: z.coerce.number().int().min(1).optional().openapi({ description: "Page: only notifications older than this id" }),
      }),
    },
    responses: { 200: json(z.object({ data: z.array(NotificationSchema), unread_count: z.number().int() }), "Notifications"), 401: errors[401], 422: errors[422] },
  }),
  read: createRoute({
    method: "post",
    path: "/notifications/{id}/read",
    tags,
    security,
    summary: "Mark one notification read",
    request: { params: IdParams },
    responses: { 200: json(NotificationSchema, "Marked read"), 401: errors[401], 404: errors[404] },
  }),
  readAll: createRoute({
    method: "post",
    path: "/notifications/read-all",
    tags,
    security,
    summary: "Mark every notification read",
    responses: { 200: json(z.object({ updated: z.number().int() }), "Marked read"), 401: errors[401] },
  }),
};

export function notificationRoutes(service: Notifications, requireAuth: MiddlewareHandler<ApiEnv>) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: notFoundOnBadParam("Notification not found") });
  app.use("/notifications", requireAuth);
  app.use("/notifications/*", requireAuth);
  app.openapi(routes.list, async (c) => c.json(await service.list(c.get("user").id, c.req.valid("query")), 200));
  app.openapi(routes.readAll, async (c) => c.json(await service.markAllRead(c.get("user").id), 200));
  app.openapi(routes.read, async (c) => c.json(await service.markRead(c.get("user").id, c.req.valid("param").id), 200));
  return app;
}
