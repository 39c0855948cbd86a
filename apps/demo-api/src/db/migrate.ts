import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.js";

/** Where the .sql migrations are: src/db/migrations from source, dist/db/migrations after a build. */
export function migrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "migrations"),
    path.join(here, "db/migrations"),
    path.resolve(here, "../src/db/migrations"),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`demo-api: migrations folder not found near ${here}`);
  return found;
}

/** One migration file. */
export interface Migration {
  name: string;
  sql: string;
}

/** The migrations on disk, in file-name order (0001_…, 0002_…, 0100_commerce.sql, …). */
export function loadMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") }));
}

/**
 * Applies the migrations not yet recorded in `schema_migration`, each in its own transaction, in name order.
 * Returns the names it applied.
 */
export async function runMigrations(db: Database, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(
    "create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())",
  );
  const { rows } = await db.query<{ name: string }>("select name from schema_migration");
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("insert into schema_migration (name) values ($1)", [migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}
