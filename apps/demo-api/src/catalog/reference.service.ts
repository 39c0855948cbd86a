import type { Database } from "../db/database.js";
import { fail } from "../errors.js";
import { salutationJson } from "../seed/reference.js";
import {
  activeCountriesJson,
  countryExists,
  countryStatesJson,
  methodRows,
  salutationRows,
} from "./reference.store.js";

type Json = Record<string, unknown>;

/** Reference data of the sales channel in the Store API shape: countries, states, salutations, methods. */
export class ReferenceService {
  constructor(private readonly db: Database) {}

  /** The active countries, by position. */
  countries(): Promise<Json[]> {
    return activeCountriesJson(this.db);
  }

  /** The states of a country, by position (404 `CHECKOUT__COUNTRY_NOT_FOUND` for an unknown country). */
  async states(countryId: string): Promise<Json[]> {
    if (!(await countryExists(this.db, countryId)))
      fail(404, "CHECKOUT__COUNTRY_NOT_FOUND", `Country with id ${countryId} not found.`, "/countryId");
    return countryStatesJson(this.db, countryId);
  }

  /** Every salutation. */
  async salutations(): Promise<Json[]> {
    return (await salutationRows(this.db)).map(salutationJson);
  }

  /** Shipping or payment methods, by position; `onlyAvailable` leaves out the inactive ones. */
  async methods(kind: "shipping" | "payment", onlyAvailable: boolean): Promise<Json[]> {
    const rows = await methodRows(this.db, kind);
    return rows.filter((row) => !onlyAvailable || row.active).map((row) => row.json);
  }
}
