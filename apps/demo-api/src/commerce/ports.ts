import type { Context } from "hono";
import type { Coordination, Database } from "../db/database.js";
import type { ShopSettingsStore } from "../shop-settings.js";
import type { CartProduct, CartPromotion } from "./cart.types.js";

type Json = Record<string, unknown>;

/** A shipping method as the commerce side needs it. */
export interface ShippingMethodInfo {
  id: string;
  technicalName: string;
  active: boolean;
  price: number;
  freeFrom: number | null;
  deliveryTime: { min: number; max: number; unit: string } | null;
  json: Json;
}

/** A payment method as the commerce side needs it. */
export interface PaymentMethodInfo {
  id: string;
  technicalName: string;
  active: boolean;
  json: Json;
}

/** A country with the flags address validation needs. */
export interface CountryInfo {
  id: string;
  iso: string;
  active: boolean;
  forceStateInRegistration: boolean;
  postalCodeRequired: boolean;
  vatIdRequired: boolean;
  stateIds: string[];
  json: Json;
  statesJson: Map<string, Json>;
}

/** A product's stock after an order took its pieces. */
export interface StockLevel {
  id: string;
  stock: number;
  availableStock: number;
}

/** What the commerce routes read from the catalogue (part A's tables), resolved through one adapter. */
export interface CommerceCatalogue {
  /**
   * Takes ordered pieces off the stock inside the order's transaction. A closeout without enough available stock
   * takes nothing and is answered in `short` (the caller rolls the transaction back).
   */
  takeStock(
    tx: Pick<Database, "query">,
    quantities: Map<string, number>,
  ): Promise<{ levels: StockLevel[]; short: string[] }>;
  /** Shows stock levels written by a committed order in the catalogue (listing, product, cart). */
  showStock(levels: StockLevel[]): Promise<void>;
  /** Products as the cart sees them, priced in a currency and named in a language (default: the sales channel's). */
  cartProducts(
    ids: string[],
    locale?: { currencyId: string; languageId: string },
  ): Promise<Map<string, CartProduct>>;
  /** Products in the Store API ProductJsonApi shape, in the order of the ids (missing ones left out). */
  productsJson(ids: string[]): Promise<Json[]>;
  /** Promotions by code, named in a language (default: the system language). */
  promotions(codes: string[], languageId?: string): Promise<Map<string, CartPromotion>>;
  shippingMethods(): Promise<readonly ShippingMethodInfo[]>;
  paymentMethods(): Promise<readonly PaymentMethodInfo[]>;
  /** Every country with its states (kept in memory until the tables are written: the result is shared, read-only). */
  countries(): Promise<readonly CountryInfo[]>;
  /** The salutations (kept in memory until the table is written: the result is shared, read-only). */
  salutations(): Promise<readonly { id: string; salutationKey: string; json: Json }[]>;
  /** The parts of the SalesChannelContext that do not depend on the shopper (salesChannel, currency, …). */
  salesChannelContextBase(currencyId?: string, languageId?: string): Promise<Json>;
  salesChannel(): Promise<{ id: string; currencyId: string; languageId: string; customerGroupId: string }>;
}

/** The shopper's choices the commerce side reads from and writes to the sales channel context. */
export interface CommerceContext {
  token: string;
  customerId: string | null;
  shippingMethodId: string | null;
  paymentMethodId: string | null;
  billingAddressId: string | null;
  shippingAddressId: string | null;
  countryId: string | null;
  countryStateId: string | null;
  /** The currency of the context (or of the request's `sw-currency-id`). */
  currencyId: string;
  /** The language of the context (or of the request's `sw-language-id`). */
  languageId: string;
}

/** A change to the context (token excluded). */
export type CommerceContextPatch = Partial<Omit<CommerceContext, "token">>;

/** What the commerce routes need from the context-token infrastructure (part A's context.ts). */
export interface ContextPort {
  /** The request's context (issued on the first request, found by sw-context-token). */
  read(c: Context): CommerceContext;
  /** Changes the request's context and stores it. */
  update(c: Context, patch: CommerceContextPatch): Promise<void>;
  /** Stores a context that is only in memory so far (new sessions are written in batches) before a write is answered. */
  persist(token: string): Promise<void>;
  /** Gives the request a new context token (response header), applying the patch; returns the new token. */
  rotate(c: Context, patch: CommerceContextPatch): Promise<string>;
}

/** Everything registerCommerceRoutes needs. */
export interface CommerceDeps {
  db: Database;
  /** Locks per shopper across the processes of the database. */
  coordination: Coordination;
  catalogue: CommerceCatalogue;
  context: ContextPort;
  /** Clock for validity checks (promotions, captcha expiry); tests may pin it. */
  now?: () => Date;
  /** Public base URL for share links; defaults to the request's origin. */
  publicBaseUrl?: string;
  /** The shop's settings (captcha, registration confirmations); default: Shopware's defaults with ALTCHA. */
  settings?: ShopSettingsStore;
}
