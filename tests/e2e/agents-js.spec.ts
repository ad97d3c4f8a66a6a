import { expect, test } from "./fixtures";
import { apiToken, createAgent, signIn, verifiedAccount } from "./helpers";

// JavaScript project only: the guard against leaving a tab with unsaved changes is the page's own script.
test("leaving a tab with unsaved changes asks first", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  const agent = await createAgent(request, await apiToken(request, account), { name: "Careful" });
  await signIn(page, account, `/login?redirectTo=${encodeURIComponent(`/agents/${agent.id}/personality`)}`);
  await expect(page).toHaveURL(`/agents/${agent.id}/personality`);
  await page.getByLabel("Greeting").fill("Unsaved words");
  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Knowledge" }).click();
  await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave without saving?"]);
  await expect(page).toHaveURL(`/agents/${agent.id}/personality`);
  await expect(page.getByLabel("Greeting")).toHaveValue("Unsaved words");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Knowledge" }).click();
  await expect(page).toHaveURL(`/agents/${agent.id}/knowledge`);
});

test("what the user types into the create form before the page hydrates is kept", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  // Hold the page's script back, type into the server-rendered form, then let it hydrate.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/assets/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/agents?create=1", { waitUntil: "commit" });
  await page.getByLabel("Name").fill("Typed early");
  release();
  await expect(page.locator("dialog:modal")).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: "Create an agent" }).getByLabel("Name")).toHaveValue("Typed early");
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(page).toHaveURL(/\/agents\/\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Typed early");
});
