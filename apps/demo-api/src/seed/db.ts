import type { Queryable } from "../db/database.js";

/** A fixed timestamp for every seeded row, so that two seeds are byte-identical. */
export const SEED_TIME = "2026-01-01T00:00:00.000+00:00";

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and are expanded by
 * jsonb_populate_recordset (table and column names come from this code, never from a request).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.keys(first);
  const list = columns.map((column) => `"${column}"`).join(", ");
  // Chunks keep each parameter well below PGlite's message limits.
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    await db.query(
      `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
      [JSON.stringify(chunk)],
    );
  }
}
