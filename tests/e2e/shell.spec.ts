import { expect, test } from "./fixtures";
import { apiToken, createAgent, signedIn, verifiedAccount } from "./helpers";

const PROTECTED = [
  "/dashboard",
  "/agents",
  "/agents/1/chat",
  "/agents/1",
  "/agents/1/personality",
  "/agents/1/knowledge",
  "/agents/1/skills",
  "/agents/1/widget",
  "/agents/1/widget/embed",
  "/knowledge-hub/data-sources",
  "/knowledge-hub/question-queue",
  "/integrations",
  "/insights",
  "/conversations",
  "/settings",
];

const REDIRECTS: [string, string][] = [
  ["/knowledge-hub", "/knowledge-hub/data-sources"],
  ["/datasets", "/knowledge-hub/data-sources"],
  ["/training-center/datasets", "/knowledge-hub/data-sources"],
  ["/training-center", "/knowledge-hub"],
  ["/training-center/faqs", "/knowledge-hub/question-queue"],
  ["/activity", "/insights"],
  ["/analytics", "/insights"],
  ["/embed/42", "/chat-embed?id=42"],
  ["/embed/42?theme=dark&lang=fr", "/chat-embed?theme=dark&lang=fr&id=42"],
  ["/no/such/page", "/"],
  ["/random?x=1", "/"],
];

test("every legacy and alias path is a real HTTP redirect to its target", async ({ request }) => {
  for (const [from, to] of REDIRECTS) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(302);
    expect(res.headers().location, from).toBe(to);
  }
});

test("every protected route sends a signed-out visitor to /login with the target", async ({ request }) => {
  for (const path of PROTECTED) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
});

test("the help page and the embed pages need no sign-in; embeds keep their query", async ({ page }) => {
  await page.goto("/help-support");
  await expect(page.getByRole("heading", { name: "Help & Support", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  for (const [path, mode] of [
    ["/embed?id=5&color=red", "iframe"],
    ["/chat-embed?id=5", "direct"],
  ]) {
    const res = await page.goto(path!);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(path!);
    await expect(page.locator(`main[data-embed-mode="${mode}"]`)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Main navigation" })).toHaveCount(0);
  }
});

test("each page of the app renders its heading and breadcrumb inside the shell", async ({ page, request }) => {
  await signedIn(page, request);
  const pages: [string, string][] = [
    ["/dashboard", "Dashboard"],
    ["/agents", "Agents"],
    ["/knowledge-hub/data-sources", "Data Sources"],
    ["/knowledge-hub/question-queue", "Question Queue"],
    ["/integrations", "Integrations"],
    ["/insights", "Insights"],
    ["/conversations", "Conversations"],
    ["/settings", "Settings"],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(title);
    const active = page.getByRole("complementary", { name: "Main navigation" }).locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute("href", path);
  }
});

test("the sidebar collapses to w-20, remembers it across a reload, and expands back to w-64", async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto("/dashboard");
  const sidebar = page.getByRole("complementary", { name: "Main navigation" });
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await expect(sidebar).toHaveClass(/\bw-64\b/);
  // With JavaScript the width changes at once and the choice is saved in the background; a reload
  // before the save has answered cancels it, so each reload waits for that answer.
  const saved = () => page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/resources/sidebar") && r.request().method() === "POST");
  await Promise.all([saved(), page.getByRole("button", { name: "Collapse sidebar" }).click()]);
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect(sidebar).toHaveClass(/\bw-20\b/);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await Promise.all([saved(), page.getByRole("button", { name: "Expand sidebar" }).click()]);
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
});

test("an agent's old tab paths redirect to its tabs (behind the guard)", async ({ page, request }) => {
  const account = await signedIn(page, request);
  const agent = await createAgent(request, await apiToken(request, account), { name: "Tabs" });
  for (const [tab, target] of [
    ["datasets", "skills"],
    ["integrations", "skills"],
    ["api", ""],
    ["analytics", ""],
  ]) {
    const res = await page.request.get(`/agents/${agent.id}/${tab}`, { maxRedirects: 0 });
    expect(res.status(), tab).toBe(302);
    expect(res.headers().location, tab).toBe(`/agents/${agent.id}${target ? `/${target}` : ""}`);
  }
  await page.goto(`/agents/${agent.id}/datasets`);
  await expect(page).toHaveURL(`/agents/${agent.id}/skills`);
  await expect(page.getByRole("link", { name: "Skills" })).toHaveAttribute("aria-current", "page");
});

test("another user's agent, or a missing one, is not found", async ({ page, request }) => {
  const owner = await verifiedAccount(request);
  const agent = await createAgent(request, await apiToken(request, owner), { name: "Not yours" });
  await signedIn(page, request);
  for (const path of [`/agents/${agent.id}`, `/agents/${agent.id}/chat`, "/agents/999999/chat", "/agents/abc"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Agent not found" })).toBeVisible();
  }
});

test("agent pages start with the sidebar collapsed until the user chooses", async ({ page, request }) => {
  const account = await signedIn(page, request);
  const agent = await createAgent(request, await apiToken(request, account), { name: "Collapsed by default" });
  await page.goto(`/agents/${agent.id}/chat`);
  const sidebar = page.getByRole("complementary", { name: "Main navigation" });
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await page.goto("/dashboard");
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
});

test("the Knowledge Hub group opens by itself at or below its children", async ({ page, request }) => {
  await signedIn(page, request);
  const group = page.locator('details[data-nav-group="Knowledge Hub"]').first();
  await page.goto("/dashboard");
  await expect(group).toBeVisible();
  await expect(group).not.toHaveAttribute("open");
  await page.goto("/knowledge-hub/question-queue");
  await expect(group).toHaveAttribute("open", "");
  await expect(group.getByRole("link", { name: "Question Queue" })).toHaveAttribute("aria-current", "page");
});

test("collapsed, a group shows a floating submenu on hover and on keyboard focus", async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("complementary", { name: "Main navigation" })).toHaveAttribute("data-collapsed", "true");
  const group = page.locator('[data-nav-group="Knowledge Hub"]').first();
  const floating = group.locator('[data-floating="true"]');
  const trigger = group.getByRole("link", { name: "Knowledge Hub" });
  await expect(floating).toBeHidden();
  await trigger.hover();
  await expect(floating).toBeVisible();
  await expect(floating.getByRole("link", { name: "Data Sources" })).toBeVisible();
  await page.mouse.move(900, 500);
  await expect(floating).toBeHidden();
  // Keyboard: focus the group, then Tab into its submenu and follow a link.
  await trigger.focus();
  await expect(floating).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(floating.getByRole("link", { name: "Data Sources" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/knowledge-hub/data-sources");
});

test("the top bar shows the role, the initials and the name, and the bell's unread notifications", async ({ page, request }) => {
  const account = await signedIn(page, request);
  await expect(page.getByTestId("role-badge")).toHaveText(/^(admin|member)$/);
  const initials = account.name.split(" ").map((w) => w[0]!.toUpperCase()).join("");
  await expect(page.getByLabel(`Account menu for ${account.name}`)).toContainText(initials);
  // Verifying the address left a welcome notification.
  await expect(page.getByTestId("unread-count")).toHaveText("1");
  await page.getByLabel("Notifications, 1 unread").click();
  await expect(page.getByRole("link", { name: "Welcome to AgentDesk" })).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("unread-count")).toHaveCount(0);
  await expect(page.getByText("All notifications are marked as read.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("unread-count")).toHaveCount(0);
});

test("a toast closes by itself after its duration", async ({ page, request }) => {
  await signedIn(page, request);
  const toast = page.getByRole("status").filter({ hasText: "Signed in" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Welcome back");
  await expect(toast).toBeHidden({ timeout: 7000 });
});

test("on a small screen the sidebar is a drawer behind a menu button", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedIn(page, request);
  const drawerLink = page.getByRole("link", { name: "Integrations" });
  await expect(drawerLink).toBeHidden();
  await page.getByLabel("Open the menu").click();
  await expect(drawerLink).toBeVisible();
  await drawerLink.click();
  await expect(page).toHaveURL("/integrations");
});

test("malformed input on the way in is a redirect or a page, never a server error", async ({ page, request }) => {
  const odd = await request.get("/embed/%E0%A4%A", { maxRedirects: 0 });
  expect(odd.status()).toBe(302);
  expect(odd.headers().location).toBe("/chat-embed?id=%25E0%25A4%25A");
  // Signed in, so the action reaches the Referer it goes back to.
  await signedIn(page, request);
  const res = await page.request.post("/resources/notifications", { form: { intent: "read-all" }, headers: { referer: "::not a url" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/dashboard");
});
