import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.js";
import { SALES_CHANNEL } from "../seed/ids.js";
import { currencyOf, type ShopCurrency } from "./locales.js";
import type { CatalogueReadModel } from "./read-model.js";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value to put into an answer: patches and memoized prices are shared, so the answer gets its own copy. */
const copy = (value: unknown): unknown =>
  typeof value === "object" && value !== null ? structuredClone(value) : value;

/**
 * Applies a patch to an entity of an answer, only where the answer has the field: a Criteria's `includes` stay as
 * asked, a field the answer leaves empty (null, e.g. a listing's description) stays empty. Objects are patched
 * field by field, lists of the same length item by item (null: this item stays).
 */
export function mergePatch(target: Json, patch: Json): void {
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in target) || target[key] === null || value === undefined) continue;
    const current = target[key];
    if (isObject(value) && isObject(current)) mergePatch(current, value);
    else if (Array.isArray(value) && Array.isArray(current) && value.length === current.length) {
      value.forEach((item, index) => {
        if (item === null) return;
        const present = current[index];
        if (isObject(item) && isObject(present)) mergePatch(present, item);
        else current[index] = copy(item);
      });
    } else target[key] = copy(value);
  }
}

/** How an entity of an answer is known to the translations: its id, else (no id in the Store API) its key or name. */
function translationKey(object: Json): string | undefined {
  const alias = object.apiAlias;
  if (typeof alias !== "string") return undefined;
  if (typeof object.id === "string") return `${alias}:${object.id}`;
  if (alias === "product_sorting" && typeof object.key === "string") return `${alias}:${object.key}`;
  if ((alias === "cookie_group" || alias === "cookie_entry") && typeof object.name === "string")
    return `${alias}:${object.name}`;
  return undefined;
}

/**
 * An answer in a language and currency: every entity with a translation in that language gets its translated
 * fields (the others keep the system language's, Shopware's fallback), every product its prices in that currency
 * (its own price there, else the factor). Works on the parsed answer in place.
 */
export function localizeAnswer(
  model: CatalogueReadModel,
  answer: unknown,
  languageId: string,
  currency: ShopCurrency,
): unknown {
  const patches = model.translations.get(languageId);
  const reprice = currency.id !== SALES_CHANNEL.currencyId;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isObject(value)) return;
    const key = patches ? translationKey(value) : undefined;
    const patch = key ? patches?.get(key) : undefined;
    if (patch) mergePatch(value, patch);
    if (reprice && value.apiAlias === "product" && typeof value.id === "string") {
      const prices = model.pricesIn(value.id, currency);
      if (prices) mergePatch(value, prices);
    }
    for (const entry of Object.values(value)) if (typeof entry === "object" && entry !== null) visit(entry);
  };
  visit(answer);
  return answer;
}

/**
 * The request's language (`sw-language-id` or the context's) and currency over every JSON answer: catalogue,
 * reference data, CMS, navigation; the cart and orders are calculated in their currency already and keep it
 * (their products' prices are line items, not product entities). The system language in the default currency
 * passes untouched.
 */
export function localizeAnswers(catalogue: () => Promise<CatalogueReadModel>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const context = c.get("salesChannelContext");
    if (!context || c.res.status !== 200) return;
    const { languageId, currencyId } = context;
    if (languageId === SALES_CHANNEL.languageId && currencyId === SALES_CHANNEL.currencyId) return;
    if (!c.res.headers.get("content-type")?.includes("application/json")) return;
    const model = await catalogue();
    const answer = localizeAnswer(model, await c.res.json(), languageId, currencyOf(currencyId));
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = undefined;
    c.res = new Response(JSON.stringify(answer), { status: 200, headers });
  };
}
