import { and, count, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { ApiError } from "../errors";

export type NotificationType = "success" | "error" | "warning" | "info";

const toJson = (n: Omit<typeof notifications.$inferSelect, "userId">) => ({
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
  const userId = sql.placeholder("userId");
  // The bell asks on every signed-in page: one prepared statement brings the unread count (always
  // one row) and, joined to it, the page of notifications (none when there are none).
  const unread = db
    .select({ n: count().as("unread") })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .as("unread");
  const latest = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), lt(notifications.id, sql.placeholder("before"))))
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .as("latest");
  const page = db
    .select({
      unread: unread.n,
      row: { id: latest.id, type: latest.type, title: latest.title, message: latest.message, link: latest.link, createdAt: latest.createdAt, readAt: latest.readAt },
    })
    .from(unread)
    .leftJoinLateral(latest, sql`true`)
    .orderBy(desc(latest.id))
    .prepare("notifications_page");

  return {
    async list(userId: number, opts: { limit: number; before?: number }) {
      const rows = await page.execute({ userId, before: opts.before ?? Number.MAX_SAFE_INTEGER, limit: opts.limit });
      return {
        data: rows.flatMap((r) => (r.row ? [toJson(r.row)] : [])),
        unread_count: rows[0]?.unread ?? 0,
      };
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
