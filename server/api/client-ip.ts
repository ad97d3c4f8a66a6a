import type { Context } from "hono";
import type { ApiEnv } from "./context";

/**
 * The client's address: the socket's, unless `trustProxy` proxies stand in front, in which case it is
 * the entry they appended to X-Forwarded-For (counted from the right, so a client cannot forge it).
 */
export function clientIp(c: Context<ApiEnv>, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = hops[hops.length - trustProxy];
    if (entry) return entry;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? "unknown";
}
