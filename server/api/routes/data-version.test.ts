import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, newAccount, tokenFromMail, type TestApi } from "../../test/harness";

// The user's data version (GET /api/v1/user -> data_version), which the web app's page cache is
// validated by: every change to what the user owns moves it, whichever code path made the change,
// and nothing another user does moves it.

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function verifiedUser(prefix: string) {
  const account = newAccount(prefix);
  await t.call("POST", "/auth/register", { body: account });
  await t.call("GET", `/auth/verify-email/${tokenFromMail(t.mailer, account.email, "verify-email")}`);
  const login = await t.call("POST", "/auth/login", { body: { email: account.email, password: account.password } });
  return login.body.access_token as string;
}

const version = async (token: string) => {
  const me = await t.call("GET", "/user", { token });
  expect(me.status).toBe(200);
  return me.body.data_version as number;
};

describe("the data version", () => {
  it("moves with every change to the user's agents, keys and notifications, and only the owner's", async () => {
    const token = await verifiedUser("dv");
    const other = await verifiedUser("dv-other");
    const otherBefore = await version(other);

    /** Runs a change and expects the version to have grown. */
    async function moves(what: string, change: () => Promise<unknown>) {
      const before = await version(token);
      await change();
      expect(await version(token), what).toBeGreaterThan(before);
    }

    let agentId = 0;
    await moves("agent created", async () => {
      agentId = (await t.call("POST", "/agents", { token, body: { name: "Versioned" } })).body.id;
    });
    await moves("agent updated", () => t.call("PUT", `/agents/${agentId}`, { token, body: { status: "paused" } }));
    let key = { id: 0, key: "" };
    await moves("key created", async () => {
      key = (await t.call("POST", `/agents/${agentId}/keys`, { token, body: { name: "site" } })).body;
    });
    await moves("key used for the first time (its last use is shown)", async () => {
      expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": key.key } })).status).toBe(200);
    });
    // Public widget traffic: within the minute the last use is not written again, so it moves nothing.
    const beforeReuse = await version(token);
    expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": key.key } })).status).toBe(200);
    expect(await version(token)).toBe(beforeReuse);
    await t.database.db.execute(sql`update api_keys set last_used_at = now() - interval '61 seconds' where id = ${key.id}`);
    await moves("key used again a minute later", async () => {
      expect((await t.call("GET", "/verify-key", { headers: { "x-agent-api-key": key.key } })).status).toBe(200);
    });
    await moves("key deleted", () => t.call("DELETE", `/agents/${agentId}/keys/${key.id}`, { token }));
    await moves("notification read", async () => {
      const unread = (await t.call("GET", "/notifications", { token })).body.data.filter((n: { read: boolean }) => !n.read);
      expect(unread.length).toBeGreaterThan(0);
      expect((await t.call("POST", "/notifications/read-all", { token })).status).toBe(200);
    });
    await moves("notification added", () =>
      t.database.db.execute(sql`insert into notifications (user_id, type, title) select user_id, 'info', 'Hello' from agents where id = ${agentId}`),
    );
    await moves("profile changed", () => t.database.db.execute(sql`update users set name = 'Renamed' where id = (select user_id from agents where id = ${agentId})`));
    await moves("many notifications read in one statement", () =>
      t.database.db.execute(sql`update notifications set read_at = null where user_id = (select user_id from agents where id = ${agentId})`),
    );
    await moves("version set backwards by hand (it still moves forward)", () =>
      t.database.db.execute(sql`update users set data_version = 0 where id = (select user_id from agents where id = ${agentId})`),
    );
    expect((await t.call("POST", `/agents/${agentId}/keys`, { token, body: { name: "goes with it" } })).status).toBe(201);
    await moves("agent deleted (with its keys)", async () => {
      expect((await t.call("DELETE", `/agents/${agentId}`, { token })).status).toBe(204);
    });

    expect(await version(other)).toBe(otherBefore);
  });

  it("lets a user be deleted with everything they own (the triggers find the row gone)", async () => {
    const token = await verifiedUser("dv-gone");
    const agent = (await t.call("POST", "/agents", { token, body: { name: "Orphan" } })).body;
    await t.call("POST", `/agents/${agent.id}/keys`, { token, body: { name: "k" } });
    const userId = (await t.call("GET", "/user", { token })).body.id as number;
    await t.database.db.execute(sql`delete from users where id = ${userId}`);
    const left = await t.database.db.execute(sql`select count(*)::int as n from agents where id = ${agent.id}`);
    expect(((left as { rows?: { n: number }[] }).rows ?? (left as unknown as { n: number }[]))[0]!.n).toBe(0);
  });

  it("is not in the answer of registration, which has no session yet", async () => {
    const res = await t.call("POST", "/auth/register", { body: newAccount("dv-register") });
    expect(res.status).toBe(201);
    expect(res.body.user).not.toHaveProperty("data_version");
  });
});

describe("the data-version triggers", () => {
  it("cover every table whose rows belong to a user or an agent, except the sign-in machinery", async () => {
    // A table added later with a user_id or agent_id column, and shown on a page, must move the
    // version, or the page cache would serve its pages stale: this test names the one it forgot.
    const owned = await t.database.db.execute<{ table_name: string }>(sql`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name in ('user_id', 'agent_id') order by table_name`);
    // Only a table whose triggers together fire on insert (4), delete (8) and update (16).
    const triggered = await t.database.db.execute<{ table_name: string }>(sql`
      select c.relname as table_name from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
      where not tg.tgisinternal and p.proname in ('bump_user_data_version', 'bump_agent_owner_data_version')
      group by c.relname having bit_or(tg.tgtype::int) & 28 = 28`);
    const signInMachinery = ["sessions", "email_tokens"];
    const rows = (r: unknown) => ((r as { rows?: { table_name: string }[] }).rows ?? (r as { table_name: string }[])).map((x) => x.table_name);
    const missing = rows(owned).filter((name) => !signInMachinery.includes(name) && !rows(triggered).includes(name));
    expect(missing).toEqual([]);
    expect(rows(triggered)).toEqual(expect.arrayContaining(["agents", "api_keys", "notifications"]));
  });
});
