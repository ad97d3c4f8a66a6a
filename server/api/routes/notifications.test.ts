import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotifications } from "../services/notifications";
import { createTestApi, newAccount, type TestApi } from "../../test/harness";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function user() {
  const account = newAccount("bell");
  await t.call("POST", "/auth/register", { body: account });
  const login = await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } });
  const me = await t.call("GET", "/user", { token: login.body.access_token });
  return { token: login.body.access_token as string, id: me.body.id as number };
}

describe("notifications", () => {
  it("lists a user's notifications newest first with the unread count, marks one and all read", async () => {
    const service = createNotifications(t.database.db);
    const me = await user();
    const other = await user();
    const first = await service.notify(me.id, { type: "success", title: "Data source ready", message: "faq.pdf is indexed", link: "/knowledge-hub/data-sources" });
    await service.notify(me.id, { type: "warning", title: "New unanswered question" });
    const foreign = await service.notify(other.id, { type: "info", title: "Not yours" });

    const list = await t.call("GET", "/notifications", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.unread_count).toBe(2);
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual(["New unanswered question", "Data source ready"]);
    expect(list.body.data[1]).toEqual({ ...first, read: false });

    expect((await t.call("POST", `/notifications/${first.id}/read`, { token: me.token })).body.read).toBe(true);
    expect((await t.call("GET", "/notifications", { token: me.token })).body.unread_count).toBe(1);
    expect((await t.call("POST", "/notifications/read-all", { token: me.token })).body).toEqual({ updated: 1 });
    expect((await t.call("GET", "/notifications", { token: me.token })).body.unread_count).toBe(0);

    // Another user's notification is not found, and stays unread.
    expect((await t.call("POST", `/notifications/${foreign.id}/read`, { token: me.token })).status).toBe(404);
    expect((await t.call("GET", "/notifications", { token: other.token })).body.unread_count).toBe(1);
  });

  it("pages with limit and before, and refuses bad queries and ids", async () => {
    const service = createNotifications(t.database.db);
    const me = await user();
    for (let i = 1; i <= 5; i++) await service.notify(me.id, { type: "info", title: `n${i}` });
    const page1 = await t.call("GET", "/notifications?limit=2", { token: me.token });
    expect(page1.body.data.map((n: { title: string }) => n.title)).toEqual(["n5", "n4"]);
    const page2 = await t.call("GET", `/notifications?limit=2&before=${page1.body.data[1].id}`, { token: me.token });
    expect(page2.body.data.map((n: { title: string }) => n.title)).toEqual(["n3", "n2"]);
    expect(page2.body.unread_count).toBe(5);
    // Past the last page: no notifications, and still the unread count of them all.
    const oldest = (await t.call("GET", "/notifications?limit=100", { token: me.token })).body.data.at(-1).id;
    expect((await t.call("GET", `/notifications?before=${oldest}`, { token: me.token })).body).toEqual({ data: [], unread_count: 5 });
    await t.call("POST", `/notifications/${page1.body.data[0].id}/read`, { token: me.token });
    expect((await t.call("GET", `/notifications?limit=1&before=${page1.body.data[0].id}`, { token: me.token })).body.unread_count).toBe(4);
    expect((await t.call("GET", "/notifications?limit=1000", { token: me.token })).status).toBe(422);
    expect((await t.call("POST", "/notifications/abc/read", { token: me.token })).status).toBe(404);
    expect((await t.call("GET", "/notifications")).status).toBe(401);
  });
});
