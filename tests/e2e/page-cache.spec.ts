import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, createAgent, verifiedAccount } from "./helpers";

// The page cache (app/lib/page-cache.server.ts), through real HTTP against the running product: a
// signed-in page loaded again with nothing changed is sent as rendered; any change to what the user
// owns, another session, another user, a signed-out session or a flash message gets a fresh render.

const CACHE = "x-page-cache";

/** Signs in through the login form; the context keeps the session cookie, as a browser does. */
async function browserSession(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post("/login", { form: { email: account.email, password: account.password, redirectTo: "/agents", website: "" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  // The first page shows the sign-in toast (a flash message): never kept.
  const first = await request.get("/agents");
  expect(first.status()).toBe(200);
  expect(first.headers()[CACHE]).toBeUndefined();
}

async function load(request: APIRequestContext, path = "/agents", headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers, maxRedirects: 0 });
  return { status: res.status(), cache: res.headers()[CACHE], body: await res.text(), headers: res.headers() };
}

test("a page loaded again unchanged is sent as rendered; every change to the user's data renders it afresh", async ({ request }) => {
  const account = await verifiedAccount(request);
  const token = await apiToken(request, account);
  await createAgent(request, token, { name: "Cached Carla" });
  await browserSession(request, account);

  const miss = await load(request);
  expect(miss).toMatchObject({ status: 200, cache: "miss" });
  const hit = await load(request);
  expect(hit).toMatchObject({ status: 200, cache: "hit" });
  expect(hit.body).toBe(miss.body);
  expect(hit.headers["content-type"]).toBe(miss.headers["content-type"]);
  expect(hit.headers["set-cookie"]).toBeUndefined();

  // Changes made elsewhere (the API, with another session of the same user) are seen at once.
  const agent = await createAgent(request, token, { name: "Fresh Fiona" });
  const afterCreate = await load(request);
  expect(afterCreate.cache).toBe("miss");
  expect(afterCreate.body).toContain("Fresh Fiona");
  expect((await load(request)).cache).toBe("hit");

  const auth = { authorization: `Bearer ${token}` };
  expect((await request.put(`/api/v1/agents/${agent.id}`, { data: { name: "Renamed Rita" }, headers: auth })).status()).toBe(200);
  const afterRename = await load(request);
  expect(afterRename.cache).toBe("miss");
  expect(afterRename.body).toContain("Renamed Rita");
  expect(afterRename.body).not.toContain("Fresh Fiona");

  // The bell: reading the welcome notification changes the unread count the top bar shows.
  expect((await load(request)).cache).toBe("hit");
  expect((await request.post("/api/v1/notifications/read-all", { headers: auth })).status()).toBe(200);
  expect((await load(request)).cache).toBe("miss");

  expect((await request.delete(`/api/v1/agents/${agent.id}`, { headers: auth })).status()).toBe(204);
  const afterDelete = await load(request);
  expect(afterDelete.cache).toBe("miss");
  expect(afterDelete.body).not.toContain("Renamed Rita");
  expect(afterDelete.body).toContain("Cached Carla");
});

test("pages are never shared between users or sessions, and a signed-out session gets the login page", async ({ request, baseURL }) => {
  const alice = await verifiedAccount(request);
  await createAgent(request, await apiToken(request, alice), { name: "Alice's Agent" });
  await browserSession(request, alice);
  await load(request);
  expect((await load(request)).cache).toBe("hit");

  const contexts: APIRequestContext[] = [];
  const newBrowser = async () => {
    const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.200.${contexts.length}.${Math.floor(Math.random() * 250)}` } });
    contexts.push(ctx);
    return ctx;
  };
  try {
    // Another user on the same address: their own page, never Alice's.
    const bob = await newBrowser();
    const bobAccount = await verifiedAccount(bob);
    await browserSession(bob, bobAccount);
    const bobsPage = await load(bob);
    expect(bobsPage.cache).toBe("miss");
    expect(bobsPage.body).not.toContain("Alice&#x27;s Agent");
    expect(bobsPage.body).not.toContain("Alice's Agent");

    // Alice in a second browser: a session of its own, rendered for it.
    const aliceElsewhere = await newBrowser();
    await browserSession(aliceElsewhere, alice);
    expect((await load(aliceElsewhere)).cache).toBe("miss");

    // Alice signs out in the first browser; the cookie it held, replayed, must not get the kept page.
    const state = await request.storageState();
    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await request.post("/logout", { maxRedirects: 0 })).status()).toBe(302);
    const replayed = await load(await newBrowser(), "/agents", { cookie });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.location).toMatch(/^\/login/);
    expect(replayed.cache).toBeUndefined();
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
});

test("a flash message is shown once and never kept; no-cache, data requests and other pages render afresh", async ({ request }) => {
  const account = await verifiedAccount(request);
  const token = await apiToken(request, account);
  const agent = await createAgent(request, token, { name: "Doomed Dora" });
  const stan = await createAgent(request, token, { name: "Staying Stan" });
  await browserSession(request, account);
  await load(request);
  expect((await load(request)).cache).toBe("hit");

  // Deleting through the page's form flashes a toast for the next page.
  expect((await request.post("/agents", { form: { intent: "delete", id: String(agent.id), name: "Doomed Dora" }, maxRedirects: 0 })).status()).toBe(302);
  const withToast = await load(request);
  expect(withToast.body).toContain("Doomed Dora was deleted.");
  expect(withToast.cache).toBeUndefined();
  const after = await load(request);
  expect(after.body).not.toContain("Doomed Dora was deleted.");
  expect(after.cache).toBe("miss");
  expect((await load(request)).cache).toBe("hit");

  // A hard reload asks for a fresh render.
  expect((await load(request, "/agents", { "cache-control": "no-cache" })).cache).toBe("miss");

  // Client navigation's data requests are never answered with a kept document.
  const data = await load(request, "/agents.data");
  expect(data.status).toBe(200);
  expect(data.headers["content-type"]).not.toContain("text/html");
  expect(data.cache).toBeUndefined();

  // A page whose loaders did not allow it is rendered every time.
  const settings = await load(request, `/agents/${stan.id}`);
  expect(settings.status).toBe(200);
  expect(settings.body).toContain("Staying Stan");
  expect(settings.cache).toBeUndefined();
  expect((await load(request, `/agents/${stan.id}`)).cache).toBeUndefined();
});
