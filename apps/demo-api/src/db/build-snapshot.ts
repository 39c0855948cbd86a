/**
 * Build step: seeds an in-memory database and writes its data directory as a tarball (dist/seed-snapshot.tar.gz).
 * A fresh on-disk database then starts from it (no initdb, no seed run), so `start` is ready in a few seconds.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { seedIfEmpty } from "../seed/index.js";
import { openDatabase } from "./open.js";

const target = path.resolve(process.argv[2] ?? "dist/seed-snapshot.tar.gz");
const started = Date.now();
const db = await openDatabase({ inMemory: true });
await seedIfEmpty(db);
const dump = await db.dumpDataDir("gzip");
writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
await db.close();
console.log(
  `demo-api: seed snapshot ${target} (${Math.round(dump.size / 1024)} KB) in ${Date.now() - started} ms`,
);
