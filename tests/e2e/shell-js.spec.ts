import { expect, test } from "./fixtures";
import { apiToken, createAgent, signIn, verifiedAccount } from "./helpers";

// What needs the page's own script: the breadcrumb's agent menu and the search box. (JavaScript project only.)

test("the breadcrumb's agent menu: loading, the agents, no agents, and Create New Agent", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  const token = await apiToken(request, account);
  const first = await createAgent(request, token, { name: "First helper" });
  const second = await createAgent(request, token, { name: "Second helper" });
  await signIn(page, account, `/login?redirectTo=${encodeURIComponent(`/agents/${first.id}/chat`)}`);
  await expect(page).toHaveURL(`/agents/${first.id}/chat`);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toContainText("Agents");
  await expect(breadcrumb).toContainText("Chat");

  // Hold the list back so the loading state shows.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/resources/agents*", async (route) => {
    await held;
    await route.continue();
  });
  await breadcrumb.getByLabel("First helper: switch agent").click();
  const menu = page.getByTestId("agent-menu");
  await expect(menu).toContainText("Loading agents...");
  release();
  await expect(menu.getByRole("link", { name: "Second helper" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "First helper" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Create New Agent" })).toHaveAttribute("href", "/agents?create=1");
  await menu.getByRole("link", { name: "Second helper" }).click();
  await expect(page).toHaveURL(`/agents/${second.id}/chat`);

  // Settings pages say Settings; an account whose agents are all gone sees "No agents found".
  await page.goto(`/agents/${second.id}/personality`);
  await expect(breadcrumb).toContainText("Settings");
  let releaseEmpty!: () => void;
  const heldEmpty = new Promise<void>((r) => (releaseEmpty = r));
  await page.unroute("**/resources/agents*");
  await page.route("**/resources/agents*", async (route) => {
    await heldEmpty;
    await route.continue();
  });
  await breadcrumb.getByLabel("Second helper: switch agent").click();
  for (const agent of [first, second]) {
    expect((await request.delete(`/api/v1/agents/${agent.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
  }
  releaseEmpty();
  await expect(page.getByTestId("agent-menu")).toContainText("No agents found");
});

test("the search box finds the user's agents with the keyboard", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  const token = await apiToken(request, account);
  await createAgent(request, token, { name: "Billing bot" });
  const target = await createAgent(request, token, { name: "Booking bot" });
  await createAgent(request, token, { name: "Returns helper" });
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  const search = page.getByRole("combobox", { name: "Search agents" });
  await search.fill("bot");
  const options = page.getByRole("listbox", { name: "Matching agents" }).getByRole("option");
  // Newest first, the first one active.
  await expect(options).toHaveText(["Booking bot", "Billing bot"]);
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await search.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
  await search.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page).toHaveURL(`/agents/${target.id}`);
  await search.fill("zzz");
  await expect(page.getByRole("listbox", { name: "Matching agents" })).toContainText("No agents found");
});
