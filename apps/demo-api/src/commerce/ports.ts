import type { PGliteInterface } from "@electric-sql/pglite";
import type { Context } from "hono";
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

/** What the commerce routes read from the catalogue (part A's tables), resolved through one adapter. */
export interface CommerceCatalogue {
  cartProducts(ids: string[]): Promise<Map<string, CartProduct>>;
  /** Products in the Store API ProductJsonApi shape, in the order of the ids (missing ones left out). */
  productsJson(ids: string[]): Promise<Json[]>;
  promotions(codes: string[]): Promise<Map<string, CartPromotion>>;
  shippingMethods(): Promise<ShippingMethodInfo[]>;
  paymentMethods(): Promise<PaymentMethodInfo[]>;
  countries(): Promise<CountryInfo[]>;
  salutations(): Promise<{ id: string; salutationKey: string; json: Json }[]>;
  /** The parts of the SalesChannelContext that do not depend on the shopper (salesChannel, currency, …). */
  salesChannelContextBase(): Promise<Json>;
  salesChannel(): Promise<{ id: string; currencyId: string; languageId: string; customerGroupId: string }>;
}

/** What the commerce routes need from the context-token infrastructure (part A's context.ts). */
export interface ContextTokens {
  /** The request's context token (issued on first request, read from sw-context-token). */
  token(c: Context): string;
  /** Issues a new token for the request, sets it on the response header, and returns it. */
  rotate(c: Context): Promise<string> | string;
}

/** Everything registerCommerceRoutes needs. */
export interface CommerceDeps {
  db: PGliteInterface;
  catalogue: CommerceCatalogue;
  tokens: ContextTokens;
  /** Clock for validity checks (promotions, captcha expiry); tests may pin it. */
  now?: () => Date;
  /** Public base URL for share links; defaults to the request's origin. */
  publicBaseUrl?: string;
}
