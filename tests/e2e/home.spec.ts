import { expect, test } from "./fixtures";

test("the home page is the coming-soon page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("AgentDesk: coming soon");
  await expect(page.getByRole("heading", { level: 1, name: "AgentDesk" })).toBeVisible();
  await expect(page.getByText("Coming soon")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  expect(errors).toEqual([]);
});

test("the health check answers ok", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

test("a page is sent whole, with its length; HEAD gets the headers only", async ({ request }) => {
  const res = await request.get("/");
  const body = await res.body();
  expect(res.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers()["transfer-encoding"]).toBeUndefined();
  expect(Number(res.headers()["content-length"])).toBe(body.byteLength);
  expect(body.toString("utf8")).toMatch(/<\/html>$/);

  // HEAD renders like GET, for the same status and headers, and React Router drops the body.
  const head = await request.head("/");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(await head.body()).toHaveLength(0);
});
