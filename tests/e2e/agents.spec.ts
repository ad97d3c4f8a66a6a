import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, signedIn } from "./helpers";

async function createFromTemplate(page: Page, name: string, template: string) {
  await page.goto("/agents?create=1");
  const dialog = page.getByRole("dialog", { name: "Create an agent" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByText(template, { exact: true }).click();
  await dialog.getByRole("button", { name: "Create agent" }).click();
  await expect(page).toHaveURL(/\/agents\/\d+$/);
  return Number(page.url().split("/").pop());
}

test("the empty list invites the first agent; creating one from a template fills its personality", async ({ page, request }) => {
  await signedIn(page, request);
  await expect(page.getByText("Create your first agent", { exact: true })).toBeVisible();
  const id = await createFromTemplate(page, "Sally", "Sales Assistant");
  await expect(page.getByRole("status").filter({ hasText: "Agent created" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sally");
  await expect(page.getByText("Shown as “Sales Assistant”.")).toBeVisible();
  await page.goto(`/agents/${id}/personality`);
  await expect(page.getByLabel("Greeting")).toHaveValue(/right plan/);
  await expect(page.getByLabel("Tone")).toHaveValue("enthusiastic");
  await expect(page.getByLabel("Instructions")).toHaveValue(/sales assistant/);

  await page.goto("/agents");
  const card = page.getByTestId("agent-card").filter({ hasText: "Sally" });
  await expect(card).toContainText("Sales Assistant");
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Updated");
  await expect(card.getByRole("link", { name: "Chat with Sally" })).toHaveAttribute("href", `/agents/${id}/chat`);
});

test("a custom role shows cut to 25 characters, and a missing name is refused under its field", async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto("/agents?create=1");
  const dialog = page.getByRole("dialog", { name: "Create an agent" });
  await dialog.getByText("Another role, described in my own words").click();
  await dialog.getByLabel("Custom role").fill("Answers questions about our garden furniture");
  await dialog.getByRole("button", { name: "Create agent" }).click();
  await expect(page.getByText("Give the agent a name.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Gardener");
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(page).toHaveURL(/\/agents\/\d+$/);
  await page.goto("/agents");
  await expect(page.getByTestId("agent-card").filter({ hasText: "Gardener" })).toContainText("Answers questions about o...");
});

test("each tab saves, with a toast, and field errors stay under their fields", async ({ page, request }) => {
  await signedIn(page, request);
  const id = await createFromTemplate(page, "Tabby", "Customer Support");

  // General
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Give the agent a name.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Tabby Two");
  await page.getByLabel("Paused: does not answer").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tabby Two");
  await expect(page.getByLabel("Paused: does not answer")).toBeChecked();

  // Personality
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Personality" }).click();
  await expect(page).toHaveURL(`/agents/${id}/personality`);
  await page.getByLabel("Instructions").fill("Answer in two sentences at most.");
  await page.getByLabel("Tone").selectOption("formal");
  await page.getByLabel("Greeting").fill("Good day.");
  await page.getByLabel("Fallback message").fill("I do not know that yet.");
  await page.getByLabel("Question 1").fill("Where is my order?");
  await page.getByLabel("Language").selectOption("fr");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Instructions")).toHaveValue("Answer in two sentences at most.");
  await expect(page.getByLabel("Tone")).toHaveValue("formal");
  await expect(page.getByLabel("Question 1")).toHaveValue("Where is my order?");
  await expect(page.getByLabel("Language")).toHaveValue("fr");

  // Knowledge: the tag editor
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Knowledge" }).click();
  await page.getByRole("link", { name: "Edit tags" }).click();
  await page.getByLabel("Tags, one per line or separated by commas").fill("faq, billing\nfaq");
  await page.getByRole("button", { name: "Save tags" }).click();
  await expect(page).toHaveURL(`/agents/${id}/knowledge`);
  await expect(page.getByRole("list", { name: "Knowledge tags" }).getByRole("listitem")).toHaveText(["faq", "billing"]);

  // Skills lists what the agent draws on
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Skills" }).click();
  await expect(page.getByText("faq, billing")).toBeVisible();
  // Widget tabs exist for the embed feature
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Widget", exact: true }).click();
  await expect(page).toHaveURL(`/agents/${id}/widget`);
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Embed" }).click();
  await expect(page).toHaveURL(`/agents/${id}/widget/embed`);
});

test("an API key: created with its secret shown once, listed by prefix, and deleted after confirmation", async ({ page, request }) => {
  await signedIn(page, request);
  const id = await createFromTemplate(page, "Keyholder", "Product Specialist");
  await page.getByLabel("New key name").fill("Website");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = await page.getByTestId("new-key").textContent();
  expect(secret).toMatch(/^adk_[A-Za-z0-9_-]{43}$/);
  expect((await request.get("/api/v1/verify-key", { headers: { "x-agent-api-key": secret! } })).status()).toBe(200);

  await page.goto(`/agents/${id}`);
  await expect(page.getByTestId("new-key")).toHaveCount(0);
  const row = page.getByTestId("api-key").filter({ hasText: "Website" });
  await expect(row).toContainText(secret!.slice(0, 12));
  expect(await page.content()).not.toContain(secret!);

  await row.getByRole("link", { name: "Delete key Website" }).click();
  await page.getByRole("button", { name: "Delete key" }).click();
  await expect(page.getByText("The API key was deleted. It stops working at once.")).toBeVisible();
  await expect(page.getByText("No keys yet.")).toBeVisible();
  expect((await request.get("/api/v1/verify-key", { headers: { "x-agent-api-key": secret! } })).status()).toBe(401);
});

test("deleting an agent asks first, from the list and from its settings", async ({ page, request }) => {
  const account = await signedIn(page, request);
  await createFromTemplate(page, "First to go", "Customer Support");
  const second = await createFromTemplate(page, "Second to go", "Scheduling Assistant");

  await page.goto("/agents");
  await page.getByRole("link", { name: "Delete First to go" }).click();
  await expect(page.getByText("The agent, its API keys and everything attached to it are deleted for good.")).toBeVisible();
  await page.getByRole("button", { name: "Delete agent" }).click();
  await expect(page.getByText("First to go was deleted.")).toBeVisible();
  await expect(page.getByTestId("agent-card")).toHaveCount(1);

  await page.goto(`/agents/${second}`);
  await page.getByRole("link", { name: "Delete agent" }).click();
  await page.getByRole("button", { name: "Delete agent" }).click();
  await expect(page).toHaveURL("/agents");
  await expect(page.getByText("Create your first agent", { exact: true })).toBeVisible();
  const token = await apiToken(request, account);
  const left = await request.get("/api/v1/agents", { headers: { authorization: `Bearer ${token}` } });
  expect((await left.json()).data).toEqual([]);
});

test("the top bar's Create New Agent link opens the create form", async ({ page, request }) => {
  await signedIn(page, request);
  const id = await createFromTemplate(page, "Menu", "Customer Support");
  await page.goto(`/agents/${id}/chat`);
  await page.goto("/agents?create=1");
  await expect(page.getByRole("dialog", { name: "Create an agent" })).toBeVisible();
});

test("deleting an agent that another tab already deleted says so instead of failing", async ({ page, request }) => {
  const account = await signedIn(page, request);
  const id = await createFromTemplate(page, "Twice", "Customer Support");
  await page.goto(`/agents?delete=${id}`);
  const token = await apiToken(request, account);
  expect((await request.delete(`/api/v1/agents/${id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
  await page.getByRole("button", { name: "Delete agent" }).click();
  await expect(page).toHaveURL("/agents");
  await expect(page.getByText("Twice no longer exists: it was already deleted.")).toBeVisible();
});
