import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { healthy, signIn, startServer, verifiedAccount, type Proc } from "./helpers";

// A web front whose API_BASE_URL points at another instance reaches its API over HTTP only.
test.describe("with API_BASE_URL set", () => {
  let upstream: Proc;
  let front: Proc;
  let upstreamData: string;
  test.beforeAll(async () => {
    upstreamData = mkdtempSync(path.join(tmpdir(), "agentdesk-up-"));
    upstream = await startServer({ DATA_DIR: upstreamData, LOG_LEVEL: "warn" });
    await healthy(upstream);
    front = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "agentdesk-front-")), API_BASE_URL: upstream.url, LOG_LEVEL: "warn" });
    await healthy(front);
  });
  test.afterAll(async () => {
    for (const p of [front, upstream]) p.child.kill("SIGTERM");
    await Promise.all([front.exit, upstream.exit]);
  });

  test("signs in against the upstream's accounts", async ({ page, request }) => {
    const account = await verifiedAccount(request, upstream.url, upstreamData);
    // The front's own database has no such account: only the upstream can sign this user in.
    expect((await request.post(`${front.url}/api/v1/auth/login`, { data: account })).status()).toBe(401);
    await signIn(page, account, `${front.url}/login`);
    await expect(page).toHaveURL(`${front.url}/agents`);
    await expect(page.getByLabel(`Account menu for ${account.name}`)).toBeVisible();
  });
});
