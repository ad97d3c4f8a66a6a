import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

export const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * Migrates one template per run: a PGlite data dump (a fresh PGlite costs seconds of initdb, a
 * loaded dump well under one) and, with TEST_DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "agentdesk-test-"));
  const template = await openDatabase({ kind: "pglite" });
  await template.migrate(MIGRATIONS);
  const dumpFile = path.join(dir, "template.tar");
  const client = (template as unknown as { db: { $client: { dumpDataDir(c: "none"): Promise<Blob> } } }).db.$client;
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await template.close();
  project.provide("pgliteTemplate", dumpFile);

  const url = process.env.TEST_DATABASE_URL;
  let pgTemplate = "";
  if (url) {
    pgTemplate = `agentdesk_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${pgTemplate}`);
    await admin.query(`create database ${pgTemplate}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${pgTemplate}`;
    const db = await openDatabase({ kind: "postgres", url: target.toString(), max: 1 });
    await db.migrate(MIGRATIONS);
    await db.close();
  }
  project.provide("pgTemplate", pgTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url && pgTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${pgTemplate}`);
      await admin.end();
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
