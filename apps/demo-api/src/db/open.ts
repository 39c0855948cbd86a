import { mkdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { runMigrations } from "./migrate.js";

/** How to open the demo database. */
export interface OpenDatabaseOptions {
  /** Folder for an on-disk database; ignored when inMemory. */
  dataDir?: string;
  inMemory?: boolean;
  /** A data-dir dump (PGlite dumpDataDir tarball) to start from instead of running initdb. */
  snapshot?: Blob;
}

/** Opens PGlite (on disk or in memory, optionally from a snapshot) and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<PGlite> {
  const dataDir = options.inMemory ? undefined : options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  await runMigrations(db);
  return db;
}

/** Reads a snapshot file written by writeSnapshot, or undefined when it does not exist. */
export function readSnapshotFile(file: string | undefined): Blob | undefined {
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
