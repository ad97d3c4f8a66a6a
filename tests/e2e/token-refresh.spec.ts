import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { healthy, sessionCookie, signIn, startServer, verifiedAccount, type Proc } from "./helpers";

test.describe("with access tokens that live 10 seconds", () => {
  let server: Proc;
  let dataDir: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "agentdesk-ttl-"));
    server = await startServer({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: "10", LOG_LEVEL: "warn" });
    await healthy(server);
  });
  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exit;
  });

  test("an expired access token is refreshed without the user noticing", async ({ page, request }) => {
    const account = await verifiedAccount(request, server.url, dataDir);
    await signIn(page, account, `${server.url}/login`);
    await expect(page).toHaveURL(`${server.url}/agents`);
    const before = await sessionCookie(page);
    await page.waitForTimeout(11_000);
    await page.goto(`${server.url}/dashboard`);
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(await sessionCookie(page)).not.toBe(before);
    // And the rotated tokens keep working.
    await page.goto(`${server.url}/agents`);
    await expect(page.getByRole("heading", { name: "Agents" })).toBeVisible();
  });
});
