import { and, count, desc, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { ApiError } from "../errors";

export type NotificationType = "success" | "error" | "warning" | "info";

const toJson = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  link: n.link,
  created_at: n.createdAt.toISOString(),
  read: n.readAt !== null,
});

/** In-app notifications, scoped to their owner. Other features call `notify` when something happens. */
export function createNotifications(db: Db) {
  return {
    async list(userId: number, opts: { limit: number; before?: number }) {
      const where = opts.before ? and(eq(notifications.userId, userId), lt(notifications.id, opts.before)) : eq(notifications.userId, userId);
      const [rows, [unread]] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(opts.limit),
        db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return { data: rows.map(toJson), unread_count: unread?.n ?? 0 };
    },
    async markRead(userId: number, id: number) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      if (!row) throw new ApiError(404, "not_found", "Notification not found");
      return toJson(row);
    },
    async markAllRead(userId: number) {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return { updated: rows.length };
    },
    /** Records an event for a user (the bell shows it). */
    async notify(userId: number, n: { type: NotificationType; title: string; message?: string; link?: string }) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, type: n.type, title: n.title.slice(0, 200), message: (n.message ?? "").slice(0, 1000), link: n.link })
        .returning();
      return toJson(row!);
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
