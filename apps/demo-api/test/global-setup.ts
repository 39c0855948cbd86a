import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../src/db/open.js";
import { seedIfEmpty } from "../src/seed/index.js";

/**
 * Seeds one in-memory database and dumps it to a temporary file: every test's createDemoApi({ inMemory: true })
 * starts from that dump (DEMO_API_SNAPSHOT) instead of running initdb and the seed again.
 */
export default async function setup(): Promise<() => void> {
  const file = path.join(os.tmpdir(), `vitrine-demo-api-snapshot-${process.pid}.tar`);
  const db = await openDatabase({ inMemory: true });
  await seedIfEmpty(db);
  const dump = await db.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.env.DEMO_API_SNAPSHOT = file;
  return () => rmSync(file, { force: true });
}
