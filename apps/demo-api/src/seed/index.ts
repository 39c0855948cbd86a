import type { Database } from "../db/database.js";
import { seedCatalogue } from "./catalogue.js";
import { seedCustomers } from "./customers.js";
import { insertRows } from "./db.js";
import { COUNTRY_IDS, SALUTATION_IDS, STATE_IDS } from "./ids.js";
import {
  countryRows,
  DELIVERY_TIMES,
  PROMOTIONS,
  paymentMethodRows,
  SALUTATIONS,
  shippingMethodRows,
  TAXES,
} from "./reference.js";
import { seedLanguagesAndCurrencies } from "./translations.js";

/** Has the database been seeded? (The seed writes everything in one transaction.) */
export async function isSeeded(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>("select exists (select 1 from country) as seeded");
  return rows[0]?.seeded === true;
}

/**
 * Seeds the whole demo shop once: reference data, the catalogue, its German translations and CHF prices, and the
 * demo customer. Deterministic. A database seeded before languages and currencies existed gets them.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (await isSeeded(db)) {
    await seedLanguagesAndCurrencies(db);
    return false;
  }
  await db.transaction(async (tx) => {
    await insertRows(tx, "tax", TAXES);
    await insertRows(
      tx,
      "delivery_time",
      DELIVERY_TIMES.map((time) => ({ ...time })),
    );
    const { countries, states } = countryRows();
    await insertRows(tx, "country", countries);
    await insertRows(tx, "country_state", states);
    await insertRows(tx, "salutation", SALUTATIONS);
    await insertRows(tx, "shipping_method", shippingMethodRows());
    await insertRows(tx, "payment_method", paymentMethodRows());
    await insertRows(tx, "promotion", PROMOTIONS);
    await seedCatalogue(tx);
    await seedLanguagesAndCurrencies(tx);
  });
  await seedCustomers(db, {
    countryId: COUNTRY_IDS.DE,
    countryStateId: STATE_IDS.berlin,
    salutationId: SALUTATION_IDS.mrs,
  });
  return true;
}
