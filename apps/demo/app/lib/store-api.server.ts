// Store API calls of the demo pages, made on the server through the core client (one client per request).
import { createStoreApiClient, isStoreApiError, type StoreApiClient } from "@vitrine/core";
import { type AppLoadContext, data } from "react-router";
import "./context";
import { CMS_INCLUDES } from "@vitrine/cms/schemas";
import {
  type Cart,
  CartSchema,
  ContextSchema,
  entityList,
  type NavigationCategory,
  NavigationCategorySchema,
  ProductSchema,
} from "@vitrine/core/schemas";
import { fetchNavigation } from "@vitrine/navigation/category-menu";
import { BreadcrumbEntrySchema } from "@vitrine/navigation/schemas";
import { ProductDetailResponseSchema } from "@vitrine/product/schemas";
import * as v from "valibot";
import { pageLanguage } from "./language.server";

const clients = new WeakMap<AppLoadContext, StoreApiClient>();

/**
 * The core client for this request, with the shopper's context token (a rotated token goes to the cookie), the
 * page language's `sw-language-id` on every call and `sw-include-seo-urls` (links use the SEO URLs).
 */
export function storeApi(context: AppLoadContext): StoreApiClient {
  let client = clients.get(context);
  if (!client) {
    const connection = context.storeApi;
    const fetchInLanguage: typeof fetch = async (input, init) => {
      const { languageId } = await pageLanguage(context).catch(() => ({ languageId: null }));
      const request = new Request(input, init);
      // A call that names its language (another language's SEO URL) keeps it.
      if (languageId && !request.headers.has("sw-language-id"))
        request.headers.set("sw-language-id", languageId);
      return connection.fetch(request);
    };
    client = createStoreApiClient({
      baseUrl: connection.baseUrl,
      accessKey: connection.accessKey,
      contextToken: connection.contextToken,
      onContextTokenChange: (token) => connection.setContextToken(token),
      headers: { "sw-include-seo-urls": "1" },
      fetch: fetchInLanguage,
      timeout: 8_000,
      retry: 1,
    });
    clients.set(context, client);
  }
  return client;
}

/** True when the Store API answered "not found" (or rejected an id that does not exist). */
export function isNotFound(error: unknown): boolean {
  return (
    isStoreApiError(error) &&
    (error.status === 404 ||
      (error.status === 400 && /NOT_FOUND|INVALID_UUID|not found/i.test(`${error.code} ${error.detail}`)))
  );
}

/**
 * The route's 404: no message of its own, so the 404 page says it in the page language (demo.error.notFoundText).
 */
export function notFound(): never {
  throw data({}, { status: 404 });
}

/** Turns a Store API failure into the route's error response: 404 for a missing entity, 503/502 when the backend is down. */
export function toRouteError(error: unknown): never {
  if (isNotFound(error)) notFound();
  if (isStoreApiError(error)) {
    const status =
      error.kind === "http" && error.status >= 500 ? 502 : error.kind === "http" ? error.status : 503;
    console.error(`vitrine demo: Store API ${error.kind} error (${error.code}): ${error.detail}`);
    throw data({ message: "The shop backend is not answering right now." }, { status });
  }
  throw error;
}

/** Runs a read and falls back to a value when it fails (for optional page parts such as the footer). */
export async function optional<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isStoreApiError(error)) console.warn(`vitrine demo: optional Store API read failed (${error.code})`);
    else throw error;
    return fallback;
  }
}

/** Associations a product card needs. */
const CARD_ASSOCIATIONS = { cover: { associations: { media: {} } } };

/** A product listing's products (the home page's sliders read the products only). */
const ProductListSchema = entityList(ProductSchema);

export function readNavigation(
  context: AppLoadContext,
  id: string,
  depth = 2,
): Promise<NavigationCategory[]> {
  return fetchNavigation(storeApi(context), { activeId: id, rootId: id, depth });
}

const carts = new WeakMap<AppLoadContext, Promise<Cart>>();

/**
 * The shopper's cart, read once per request: the root loader (header widget) and a page's loader (cart, confirm,
 * a configuration to change) share one read. For loaders only; an action that changes the cart reads it itself.
 */
export function readCart(context: AppLoadContext): Promise<Cart> {
  let cart = carts.get(context);
  if (!cart) {
    cart = storeApi(context).get("/checkout/cart", { schema: CartSchema });
    carts.set(context, cart);
  }
  return cart;
}

export function readContext(context: AppLoadContext) {
  return storeApi(context).get("/context", { schema: ContextSchema });
}

export function readCategory(
  context: AppLoadContext,
  categoryId: string,
  listing: Record<string, unknown> = {},
): Promise<NavigationCategory> {
  return storeApi(context).post("/category/{navigationId}", {
    params: { navigationId: categoryId },
    // `listing`: the listing criteria its layout's product-listing slot is resolved with (Shopware's category route).
    // The layout's sections, blocks and slots come with the fields the page renders only (`CMS_INCLUDES`).
    body: {
      ...listing,
      associations: { media: {} },
      includes: { ...CMS_INCLUDES, ...(listing.includes as Record<string, string[]> | undefined) },
    },
    schema: NavigationCategorySchema,
    idempotent: true,
  });
}

const BreadcrumbSchema = v.array(BreadcrumbEntrySchema);

/**
 * A product's breadcrumb (Store API `GET /breadcrumb/{id}`): the categories down to its SEO category, or to
 * `referrerCategoryId` when the product is in that one. One small answer instead of the whole category, whose
 * layout and listing the category route would resolve.
 */
export function readProductBreadcrumb(
  context: AppLoadContext,
  productId: string,
  referrerCategoryId?: string,
) {
  return storeApi(context).get("/breadcrumb/{id}", {
    params: { id: productId },
    query: { type: "product", ...(referrerCategoryId ? { referrerCategoryId } : {}) },
    schema: BreadcrumbSchema,
  });
}

export interface ListingQuery {
  p?: number;
  limit?: number;
  order?: string | undefined;
}

export function readListing(context: AppLoadContext, categoryId: string, query: ListingQuery) {
  return storeApi(context).post("/product-listing/{categoryId}", {
    params: { categoryId },
    body: { ...query, associations: CARD_ASSOCIATIONS },
    schema: ProductListSchema,
    idempotent: true,
  });
}

export function readProduct(context: AppLoadContext, productId: string) {
  return storeApi(context).post("/product/{productId}", {
    params: { productId },
    body: {
      associations: {
        media: {},
        cover: { associations: { media: {} } },
        properties: { associations: { group: {} } },
        options: { associations: { group: {} } },
        manufacturer: { associations: { media: {} } },
        deliveryTime: {},
      },
      // The layout's sections, blocks and slots with the fields the page renders only.
      includes: CMS_INCLUDES,
    },
    schema: ProductDetailResponseSchema,
    idempotent: true,
  });
}

/** Form fields as strings (missing → ""). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The first Store API error as a message for the shopper. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isStoreApiError(error)) return fallback;
  if (error.kind !== "http" || error.status >= 500)
    return "The shop backend is not answering right now. Please try again.";
  return error.errors[0]?.detail ?? error.detail ?? fallback;
}
