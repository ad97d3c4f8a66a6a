import { randomBytes } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Every test, its pages and its API requests, comes from its own client address (the e2e server
 * trusts one proxy), so per-address rate limits apply per test as they would per visitor.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    const [a, b, c] = randomBytes(3);
    await use({ "x-forwarded-for": `10.${a}.${b}.${c}` });
  },
});
