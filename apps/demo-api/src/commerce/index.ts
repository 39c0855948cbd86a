import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../db/database.js";

export type { CommerceCatalogue, CommerceContext, CommerceDeps, ContextPort } from "./ports.js";
export { CommerceService } from "./service.js";

/** The commerce migration's SQL (src/db/migrations/0100_commerce.sql), for runners that do not scan the folder. */
export function commerceMigrationSql(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, "../db/migrations/0100_commerce.sql"),
    path.resolve(here, "db/migrations/0100_commerce.sql"),
    path.resolve(here, "../src/db/migrations/0100_commerce.sql"),
  ];
  for (const candidate of candidates) {
    try {
      return readFileSync(candidate, "utf8");
    } catch {
      // try the next place: src/ in development, dist/ after a build
    }
  }
  throw new Error(`0100_commerce.sql not found near ${here}`);
}

/** Applies the commerce tables to a database (idempotent: every statement is "if not exists"). */
export async function applyCommerceMigration(db: Database): Promise<void> {
  await db.exec(commerceMigrationSql());
}
