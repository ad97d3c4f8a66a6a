import { describe, expect, it, vi } from "vitest";
import { createTokenKit } from "./tokens";

const SECRET = "unit-test-secret-that-is-long-enough-0123456789";

describe("access tokens", () => {
  it("verifies its own tokens and refuses another key's", async () => {
    const kit = createTokenKit(SECRET, 900);
    const token = await kit.signAccess({ userId: 7, sessionId: "s-1" }, new Date(), 1);
    expect(await kit.verifyAccess(token)).toEqual({ userId: 7, sessionId: "s-1" });
    expect(await createTokenKit(`${SECRET}x`, 900).verifyAccess(token)).toBeNull();
  });

  it("signs the same claims to the same token (the refresh grace window relies on it)", async () => {
    const kit = createTokenKit(SECRET, 900);
    const at = new Date("2026-01-01T00:00:00Z");
    expect(await kit.signAccess({ userId: 1, sessionId: "s" }, at, 5)).toBe(await kit.signAccess({ userId: 1, sessionId: "s" }, at, 5));
  });

  it("stops accepting a remembered token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const kit = createTokenKit(SECRET, 60);
      const token = await kit.signAccess({ userId: 1, sessionId: "s" }, new Date(), 1);
      expect(await kit.verifyAccess(token)).not.toBeNull();
      expect(await kit.verifyAccess(token)).not.toBeNull();
      vi.setSystemTime(Date.now() + 61_000);
      expect(await kit.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("derives a fixed successor for a refresh token, different per token and per key", () => {
    const kit = createTokenKit(SECRET, 900);
    expect(kit.successorOf("abc")).toBe(kit.successorOf("abc"));
    expect(kit.successorOf("abc")).not.toBe(kit.successorOf("abd"));
    expect(createTokenKit(`${SECRET}x`, 900).successorOf("abc")).not.toBe(kit.successorOf("abc"));
  });
});
