import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** The node-postgres pool, when on a PostgreSQL server (shared stores such as rate limits use it). */
  pool: pg.Pool | undefined;
  /** Resolves when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** Opens PGlite (embedded, in DATA_DIR or in memory) or a PostgreSQL pool; both speak the same Drizzle dialect. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: "postgres",
      db,
      pool,
      ping: (timeoutMs) => ping(db, timeoutMs),
      migrate: (migrationsFolder) => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  // PostgreSQL's default 128 MB of shared buffers would live inside PGlite's WebAssembly memory
  // and more than double an idle process; 16 MB is ample for an embedded database (the OS caches the files).
  const client = await PGlite.create(dataDir, {
    postgresqlconf: "shared_buffers=16MB",
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  yieldBeforeQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "pglite",
    db,
    pool: undefined,
    ping: (timeoutMs) => (closed ? Promise.resolve(false) : ping(db, timeoutMs)),
    migrate: (migrationsFolder) => migratePglite(db as never, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * PGlite runs each query synchronously on the main thread and resolves it as a microtask, so a busy
 * server could chain one request's queries back to back while new requests wait, unparsed, for the
 * event loop: some waited over 10 s under load. Letting the event loop turn before each query
 * (as a socket to a PostgreSQL server does) serves requests in arrival order.
 */
function yieldBeforeQueries(client: PGlite) {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof client.query;
}

async function ping(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
