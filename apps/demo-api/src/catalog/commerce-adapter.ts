import type { CartProduct, CartPromotion } from "../commerce/cart.types.js";
import type { CommerceCatalogue, CountryInfo, StockLevel } from "../commerce/ports.js";
import type { Database } from "../db/database.js";
import { deliveryTimeJson, salutationJson } from "../seed/reference.js";
import type { CatalogueReadModel } from "./read-model.js";
import { salesChannelContextBase, salesChannelJson } from "./sales-channel.js";

type Json = Record<string, unknown>;

/** The channel a write to a cached reference table notifies (migration 0160_reference_changed.sql). */
export const REFERENCE_CHANGED_CHANNEL = "reference_changed";

/** The channel an order's stock change notifies, with the new levels: every process's read model follows. */
export const STOCK_CHANGED_CHANNEL = "stock_changed";

/**
 * Reads of reference tables kept in memory until the table is written: the database notifies
 * {@link REFERENCE_CHANGED_CHANNEL} with the table's name, before the writing statement (or its transaction)
 * resolves, so the next read after a write reads the table again. Every caller shares the rows, so they are frozen.
 */
function referenceTables(db: Database) {
  const cached = new Map<string, Promise<readonly unknown[]>>();
  const listening = db.listen(REFERENCE_CHANGED_CHANNEL, (table) => cached.delete(table));
  return async <T extends object>(table: string, load: () => Promise<T[]>): Promise<readonly T[]> => {
    await listening;
    let rows = cached.get(table) as Promise<readonly T[]> | undefined;
    if (!rows) {
      rows = load().then((loaded) => Object.freeze(loaded.map((row) => Object.freeze(row))));
      cached.set(table, rows);
      // A failed read is not kept; a newer read started after a write is.
      const started = rows;
      rows.catch(() => {
        if (cached.get(table) === started) cached.delete(table);
      });
    }
    return rows;
  };
}

/** The catalogue as the commerce routes (part B) see it: part A's tables behind B's CommerceCatalogue port. */
export function createCommerceCatalogue(
  db: Database,
  readModel: () => Promise<CatalogueReadModel>,
): CommerceCatalogue {
  const reference = referenceTables(db);
  const showLevels = async (levels: readonly StockLevel[]) => {
    const model = await readModel();
    for (const level of levels) model.applyStock(level.id, level.stock, level.availableStock);
  };
  // Orders placed by other processes on the same database: levels arrive in commit order, so the last one wins.
  db.listen(STOCK_CHANGED_CHANNEL, (payload) => {
    showLevels(JSON.parse(payload) as StockLevel[]).catch((error: Error) =>
      console.error("demo-api: could not apply a stock change", error.message),
    );
  }).catch((error: Error) => console.error("demo-api: could not listen for stock changes", error.message));
  return {
    async takeStock(tx, quantities) {
      const levels: StockLevel[] = [];
      const short: string[] = [];
      for (const [id, quantity] of quantities) {
        const { rows } = await tx.query<{ stock: number; available_stock: number }>(
          `update product set stock = stock - $2, available_stock = available_stock - $2
           where id = $1 and (not is_closeout or available_stock >= $2)
           returning stock, available_stock`,
          [id, quantity],
        );
        const row = rows[0];
        if (row) levels.push({ id, stock: row.stock, availableStock: row.available_stock });
        else short.push(id);
      }
      // Delivered when the order's transaction commits, to every process (none if it rolls back).
      if (levels.length && !short.length)
        await tx.query("select pg_notify($1, $2)", [STOCK_CHANGED_CHANNEL, JSON.stringify(levels)]);
      return { levels, short };
    },
    // This process shows the levels at once; the notification brings the same levels again.
    showStock: showLevels,
    async cartProducts(ids, locale) {
      const model = await readModel();
      const found = new Map<string, CartProduct>();
      for (const id of ids) {
        const product = locale
          ? model.cartProductIn(id, locale.currencyId, locale.languageId)
          : model.cartProduct(id);
        if (product) found.set(id, product);
      }
      return found;
    },
    async productsJson(ids) {
      const model = await readModel();
      return ids.flatMap((id) => {
        const json = model.productJson(id);
        return json ? [json] : [];
      });
    },
    async promotions(codes, languageId) {
      const model = languageId ? await readModel() : undefined;
      const { rows } = await db.query<{
        id: string;
        code: string;
        name: string;
        discount_type: "percentage" | "absolute";
        value: string;
        active: boolean;
        valid_from: Date | null;
        valid_until: Date | null;
      }>("select * from promotion where upper(code) = any($1::text[])", [
        codes.map((code) => code.toUpperCase()),
      ]);
      const byCode = new Map<string, CartPromotion>();
      for (const row of rows) {
        const promotion: CartPromotion = {
          id: row.id,
          code: row.code,
          name: model && languageId ? model.nameIn(languageId, "promotion", row.id, row.name) : row.name,
          discountType: row.discount_type,
          value: Number(row.value),
          active: row.active,
          validFrom: row.valid_from ? new Date(row.valid_from).toISOString() : null,
          validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
        };
        // Keyed by the code as the shopper typed it, so a lookup with that code finds it.
        for (const code of codes)
          if (code.toUpperCase() === row.code.toUpperCase()) byCode.set(code, promotion);
      }
      return byCode;
    },
    shippingMethods: () =>
      reference("shipping_method", async () => {
        const { rows } = await db.query<{
          id: string;
          technical_name: string;
          active: boolean;
          price: string;
          free_from: string | null;
          delivery_time_id: string | null;
          json: Json;
        }>("select * from shipping_method order by position");
        return rows.map((row) => {
          const time = row.delivery_time_id ? deliveryTimeJson(row.delivery_time_id) : null;
          return {
            id: row.id,
            technicalName: row.technical_name,
            active: row.active,
            price: Number(row.price),
            freeFrom: row.free_from === null ? null : Number(row.free_from),
            deliveryTime: time
              ? { min: Number(time.min), max: Number(time.max), unit: String(time.unit) }
              : null,
            json: row.json,
          };
        });
      }),
    paymentMethods: () =>
      reference("payment_method", async () => {
        const { rows } = await db.query<{ id: string; technical_name: string; active: boolean; json: Json }>(
          "select id, technical_name, active, json from payment_method order by position",
        );
        return rows.map((row) => ({
          id: row.id,
          technicalName: row.technical_name,
          active: row.active,
          json: row.json,
        }));
      }),
    countries: () =>
      reference("country", async () => {
        const { rows: countries } = await db.query<{
          id: string;
          iso: string;
          active: boolean;
          force_state_in_registration: boolean;
          postal_code_required: boolean;
          vat_id_required: boolean;
          json: Json;
        }>("select * from country order by position");
        const { rows: states } = await db.query<{ id: string; country_id: string; json: Json }>(
          "select id, country_id, json from country_state order by position",
        );
        return countries.map((country): CountryInfo => {
          const own = states.filter((state) => state.country_id === country.id);
          return {
            id: country.id,
            iso: country.iso,
            active: country.active,
            forceStateInRegistration: country.force_state_in_registration,
            postalCodeRequired: country.postal_code_required,
            vatIdRequired: country.vat_id_required,
            stateIds: own.map((state) => state.id),
            json: country.json,
            statesJson: new Map(own.map((state) => [state.id, state.json])),
          };
        });
      }),
    salutations: () =>
      reference("salutation", async () => {
        const { rows } = await db.query<{
          id: string;
          salutation_key: string;
          display_name: string;
          letter_name: string;
        }>("select * from salutation order by salutation_key");
        return rows.map((row) => ({
          id: row.id,
          salutationKey: row.salutation_key,
          json: salutationJson(row),
        }));
      }),
    async salesChannelContextBase(currencyId, languageId) {
      return salesChannelContextBase(currencyId, languageId);
    },
    async salesChannel() {
      const channel = salesChannelJson();
      return {
        id: String(channel.id),
        currencyId: String(channel.currencyId),
        languageId: String(channel.languageId),
        customerGroupId: String(channel.customerGroupId),
      };
    },
  };
}
