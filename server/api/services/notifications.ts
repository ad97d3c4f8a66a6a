import { and, count, desc, eq, getTableColumns, isNull, lt, sql } from "drizzle-orm";
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
  const unreadOf = (userId: ReturnType<typeof sql.placeholder> | number) =>
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  // The bell asks on every signed-in page: one prepared statement brings the page and the unread count.
  const page = db
    .select({ ...getTableColumns(notifications), unread: sql<number>`(${unreadOf(sql.placeholder("userId"))})`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), lt(notifications.id, sql.placeholder("before"))))
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare("notifications_page");

  return {
    async list(userId: number, opts: { limit: number; before?: number }) {
      const rows = await page.execute({ userId, before: opts.before ?? Number.MAX_SAFE_INTEGER, limit: opts.limit });
      // No row on this page (none at all, or paged past the end): the count alone.
      const unread = rows[0]?.unread ?? (await unreadOf(userId))[0]?.n ?? 0;
      return { data: rows.map(toJson), unread_count: unread };
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
