import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/harness";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

describe("the database client", () => {
  // On a PostgreSQL server every answer arrives through the event loop; PGlite's must be made to.
  it("lets waiting work run between one request's queries", async () => {
    const order: string[] = [];
    const chain = (async () => {
      for (let i = 0; i < 20; i++) await database.db.execute(sql`select ${i}::int as n`);
      order.push("twenty queries");
    })();
    // What the event loop holds meanwhile: a new request waiting to be parsed, say.
    setImmediate(() => order.push("waiting work"));
    await chain;
    expect(order).toEqual(["waiting work", "twenty queries"]);
  });

  it("still runs transactions, and rolls them back on error", async () => {
    // A plain table: on a pool, a temporary one lives on one connection only.
    await database.db.execute(sql`create table t (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    await database.db.transaction(async (tx) => tx.execute(sql`insert into t values (2)`));
    const { rows } = (await database.db.execute(sql`select n from t`)) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 2 }]);
  });
});
