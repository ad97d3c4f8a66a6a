import { expect, test } from "./fixtures";
import { sessionCookie, signIn, verifiedAccount } from "./helpers";

// Runs in the JavaScript project only: the scheduler is the page's own script.
test("a page left open refreshes its tokens 5 minutes before they expire", async ({ page, request }) => {
  await page.clock.install();
  const account = await verifiedAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  const before = await sessionCookie(page);
  const refreshed = page.waitForResponse((r) => r.url().includes("/resources/refresh") && r.request().method() === "POST", { timeout: 5000 });
  // 15-minute tokens: the refresh is due after 10 minutes, not before.
  await page.clock.fastForward("09:50");
  await page.waitForTimeout(300);
  expect(await sessionCookie(page)).toBe(before);
  await page.clock.fastForward("00:15");
  expect((await refreshed).status()).toBe(200);
  await expect.poll(() => sessionCookie(page)).not.toBe(before);
  await expect(page).toHaveURL("/agents");
});
