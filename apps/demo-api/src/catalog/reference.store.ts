import type { Database } from "../db/database.js";

type Json = Record<string, unknown>;

/** Active countries in the Store API shape, by position. */
export async function activeCountriesJson(db: Database): Promise<Json[]> {
  const { rows } = await db.query<{ json: Json }>("select json from country where active order by position");
  return rows.map((row) => row.json);
}

/** Does a country exist? */
export async function countryExists(db: Database, countryId: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from country where id = $1", [countryId]);
  return rows.length > 0;
}

/** The states of a country in the Store API shape, by position. */
export async function countryStatesJson(db: Database, countryId: string): Promise<Json[]> {
  const { rows } = await db.query<{ json: Json }>(
    "select json from country_state where country_id = $1 order by position",
    [countryId],
  );
  return rows.map((row) => row.json);
}

/** A salutation row. */
export interface SalutationRow {
  id: string;
  salutation_key: string;
  display_name: string;
  letter_name: string;
}

/** Every salutation, by id. */
export async function salutationRows(db: Database): Promise<SalutationRow[]> {
  const { rows } = await db.query<SalutationRow>("select * from salutation order by id");
  return rows;
}

/** Shipping or payment methods in the Store API shape with their active flag, by position. */
export async function methodRows(
  db: Database,
  kind: "shipping" | "payment",
): Promise<{ json: Json; active: boolean }[]> {
  const table = kind === "shipping" ? "shipping_method" : "payment_method";
  const { rows } = await db.query<{ json: Json; active: boolean }>(
    `select json, active from ${table} order by position`,
  );
  return rows;
}
