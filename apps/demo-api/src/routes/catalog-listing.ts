import { type Context, Hono } from "hono";
import {
  categoryEntries,
  listingResponse,
  listingSeoUrls,
  parseListingParameters,
  searchEntries,
} from "../catalog/listing.js";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import type { AppEnv } from "../context.js";
import { type Criteria, criteriaPayload, parseCriteria } from "../criteria/index.js";
import { fail, readJsonObject } from "../errors.js";
import { NAVIGATION_IDS, SALES_CHANNEL } from "../seed/ids.js";
import { requireId } from "../validation.js";
import { jsonText } from "./catalog-kit.js";

type Catalogue = () => Promise<CatalogueReadModel>;

/** Longest search term accepted. */
export const MAX_SEARCH_LENGTH = 255;

function searchTerm(value: unknown): string {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    fail(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "search" is missing.', "/search");
  }
  if (typeof value !== "string")
    fail(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", '"search" must be a string.', "/search");
  if (value.length > MAX_SEARCH_LENGTH) {
    fail(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      `"search" must be at most ${MAX_SEARCH_LENGTH} characters.`,
      "/search",
    );
  }
  return value.trim();
}

/**
 * The language whose SEO URLs a listing's products carry from memory: with `sw-include-seo-urls` and criteria that
 * do not reshape the answer; otherwise undefined (the answer is filled as a whole, or has no SEO URLs).
 */
function seoUrlsFromMemory(c: Context<AppEnv>, criteria: Criteria | undefined): string | undefined {
  if (!c.get("answerWithSeoUrls") || !listingSeoUrls(criteria)) return undefined;
  return c.get("salesChannelContext")?.languageId ?? SALES_CHANNEL.languageId;
}

/** Longest request (as its memo key) whose answer is kept: larger ones are answered afresh each time. */
const MAX_MEMO_KEY = 2000;
/** Listing answers kept (some 70 KB each), the least recently asked one goes first. */
const MAX_MEMO_ANSWERS = 300;
const encoder = new TextEncoder();

/**
 * A listing answer as bytes, made once per request payload, language, currency and SEO URL language, and kept
 * with the read model until an order changes stock (the products' JSON carries it): a shopper paging, filtering
 * and sorting asks the same few listings again and again. An invalid request throws and is never kept.
 */
function memoizedListing(
  model: CatalogueReadModel,
  key: string,
  answer: () => ListingAnswer<string>,
): ListingAnswer<string | Uint8Array<ArrayBuffer>> {
  if (key.length > MAX_MEMO_KEY) return answer();
  const kept = model.memoWithStock(
    "listing-answers",
    () => new Map<string, ListingAnswer<Uint8Array<ArrayBuffer>>>(),
  );
  let found = kept.get(key);
  if (found) {
    kept.delete(key);
  } else {
    const { text, seoUrlsFilled } = answer();
    found = { text: encoder.encode(text), seoUrlsFilled };
    if (kept.size >= MAX_MEMO_ANSWERS) kept.delete(kept.keys().next().value as string);
  }
  kept.set(key, found);
  return found;
}

/** A listing's JSON and whether its products carry their SEO URLs already. */
interface ListingAnswer<T> {
  text: T;
  seoUrlsFilled: boolean;
}

/** The memo key of a listing request: what it lists, its payload and the context parts the answer follows. */
function listingKey(c: Context<AppEnv>, base: string, payload: Record<string, unknown>): string {
  const context = c.get("salesChannelContext");
  return `${base}|${context?.languageId}|${context?.currencyId}|${c.get("answerWithSeoUrls") ? 1 : 0}|${JSON.stringify(payload)}`;
}

/** Registers POST|GET /product-listing/{categoryId}, /search and /search-suggest. */
export function listingRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const listing = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const raw = c.req.param("categoryId") ?? "";
    const categoryId = model.resolveCategoryId(raw) ?? requireId(raw, "categoryId");
    const category = model.categories.get(categoryId);
    if (category?.navigation !== "main") {
      fail(404, "CONTENT__CATEGORY_NOT_FOUND", `Category ${categoryId} not found.`, "/categoryId");
    }
    const payload = criteriaPayload(c.req.queries(), await readJsonObject(c));
    const { text, seoUrlsFilled } = memoizedListing(
      model,
      listingKey(c, `category:${categoryId}`, payload),
      () => {
        const parameters = parseListingParameters({}, payload);
        const criteria = parseCriteria(payload);
        const seoUrlsLanguageId = seoUrlsFromMemory(c, criteria);
        return {
          text: listingResponse(model, {
            baseKey: `category:${categoryId}`,
            base: categoryEntries(model, categoryId),
            parameters,
            navigationId: categoryId,
            criteria,
            locale: c.get("salesChannelContext"),
            seoUrlsLanguageId,
          }),
          seoUrlsFilled: seoUrlsLanguageId !== undefined,
        };
      },
    );
    return jsonText(c, text, { seoUrlsFilled });
  };
  app.post("/product-listing/:categoryId", listing);
  app.get("/product-listing/:categoryId", listing);

  const search = (suggest: boolean) => async (c: Context<AppEnv>) => {
    const model = await catalogue();
    // GET: the query string, with Shopware's compressed `_criteria` unpacked into it.
    const payload = criteriaPayload(c.req.queries(), await readJsonObject(c));
    const { text, seoUrlsFilled } = memoizedListing(
      model,
      listingKey(c, suggest ? "search-suggest" : "search", payload),
      () => {
        const term = searchTerm(payload.search);
        const parameters = parseListingParameters({}, payload);
        if (suggest && payload.limit === undefined) parameters.limit = 10;
        const { entries, scores } = searchEntries(model, term);
        const criteria = parseCriteria(payload);
        const seoUrlsLanguageId = seoUrlsFromMemory(c, criteria);
        return {
          text: listingResponse(model, {
            baseKey: `search:${term.toLowerCase()}`,
            base: entries,
            parameters,
            navigationId: NAVIGATION_IDS.main,
            search: term,
            scores,
            suggest,
            criteria,
            locale: c.get("salesChannelContext"),
            seoUrlsLanguageId,
          }),
          seoUrlsFilled: seoUrlsLanguageId !== undefined,
        };
      },
    );
    return jsonText(c, text, { seoUrlsFilled });
  };
  app.post("/search", search(false));
  app.get("/search", search(false));
  app.post("/search-suggest", search(true));
  app.get("/search-suggest", search(true));
  return app;
}
