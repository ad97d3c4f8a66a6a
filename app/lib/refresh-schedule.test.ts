import { describe, expect, it } from "vitest";
import { refreshDelay } from "./refresh-schedule";

const now = Date.UTC(2026, 10, 22, 12);
const min = 60_000;

describe("refreshDelay", () => {
  it("schedules the refresh 5 minutes before expiry", () => {
    expect(refreshDelay(now + 15 * min, now)).toBe(10 * min);
  });
  it("skips an expiry more than 24 hours away", () => {
    expect(refreshDelay(now + 24 * 60 * min + 1, now)).toBeNull();
    expect(refreshDelay(now + 24 * 60 * min, now)).toBe(24 * 60 * min - 5 * min);
  });
  it("skips an expiry already past, and no token at all", () => {
    expect(refreshDelay(now - 1, now)).toBeNull();
    expect(refreshDelay(now, now)).toBeNull();
    expect(refreshDelay(null, now)).toBeNull();
  });
  it("refreshes at once when the wait would be under 10 seconds", () => {
    expect(refreshDelay(now + 5 * min + 9_999, now)).toBe(0);
    expect(refreshDelay(now + 5 * min + 10_000, now)).toBe(10_000);
    expect(refreshDelay(now + 2 * min, now)).toBe(0);
  });
});
