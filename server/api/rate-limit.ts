import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ApiError } from "./errors";

type Rule = { points: number; duration: number };

/** The limits of the accounts API, per minute. */
export const RULES = {
  loginPerEmail: { points: 10, duration: 60 },
  loginPerIp: { points: 30, duration: 60 },
  mailPerAddress: { points: 5, duration: 60 },
  mailPerIp: { points: 30, duration: 60 },
} satisfies Record<string, Rule>;

export type RateLimitName = keyof typeof RULES;
export type RateLimits = { consume(name: RateLimitName, key: string): Promise<void> };

/**
 * In memory on PGlite (one process); in PostgreSQL's `rate_limits` table otherwise, so every
 * instance behind a load balancer counts against the same budget.
 */
export function createRateLimits(pool: pg.Pool | undefined): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(RULES) as [RateLimitName, Rule][]) {
    const opts = { keyPrefix: name, points: rule.points, duration: rule.duration };
    limiters.set(
      name,
      pool
        ? new RateLimiterPostgres({ ...opts, storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true, clearExpiredByTimeout: true })
        : new RateLimiterMemory(opts),
    );
  }
  return {
    async consume(name, key) {
      try {
        await limiters.get(name)!.consume(key.toLowerCase());
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new ApiError(429, "rate_limited", `Too many attempts. Please try again in ${retryAfter} seconds.`, {
            retryAfter,
          });
        }
        throw rejection;
      }
    },
  };
}
