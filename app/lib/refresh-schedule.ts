/** Refresh this long before the access token expires (seed section 9). */
export const REFRESH_LEAD_MS = 5 * 60 * 1000;
/** An expiry further away than this is not scheduled. */
export const MAX_SCHEDULE_MS = 24 * 3600 * 1000;
/** A wait shorter than this means: refresh at once. */
export const MIN_WAIT_MS = 10 * 1000;

/**
 * How long to wait before refreshing a token that expires at `expiration` (ms since epoch), or null
 * when no refresh should be scheduled (no token, already expired, or more than 24 hours away).
 */
export function refreshDelay(expiration: number | null | undefined, now: number): number | null {
  if (!expiration || expiration <= now) return null;
  if (expiration - now > MAX_SCHEDULE_MS) return null;
  const wait = expiration - REFRESH_LEAD_MS - now;
  return wait < MIN_WAIT_MS ? 0 : wait;
}
