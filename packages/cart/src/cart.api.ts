import type { StoreApiClient } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { readCart, schemas } from "./cart.read";
import type { ShippingMethod } from "./cart.schema";

/** One item of an add-to-cart call. */
export interface AddLineItem {
  /** Line item id; for products the product id. */
  id?: string;
  /** What the item refers to: a product id, a promotion code, or the main line item of a bundle. */
  referencedId: string;
  /** `product`, `promotion`, or a bundle-specific type. */
  type: string;
  quantity?: number;
  stackable?: boolean;
  removable?: boolean;
  /** Extra fields a plugin reads. */
  [field: string]: unknown;
}

/** The Store API calls of the cart; a shop may replace any of them (see `cartApiAtom`). */
export interface CartApi {
  /** `GET /checkout/cart`. */
  readCart(client: StoreApiClient, signal?: AbortSignal): Promise<Cart>;
  /** `POST /checkout/cart/line-item` with several items at once. */
  addLineItems(client: StoreApiClient, items: AddLineItem[]): Promise<Cart>;
  /** `PATCH /checkout/cart/line-item` with `{items: [{id, quantity}]}`. */
  changeQuantity(client: StoreApiClient, items: { id: string; quantity: number }[]): Promise<Cart>;
  /** `POST /checkout/cart/line-item/delete` with `{ids}`. */
  removeLineItems(client: StoreApiClient, ids: string[]): Promise<Cart>;
  /** `POST /checkout/cart/line-item` with a promotion item; the outcome is a notice or error in `cart.errors`. */
  applyPromotionCode(client: StoreApiClient, code: string): Promise<Cart>;
  /** `GET /shipping-method?onlyAvailable=1`. */
  readShippingMethods(client: StoreApiClient, signal?: AbortSignal): Promise<ShippingMethod[]>;
  /** `GET /context`: the id of the chosen shipping method. */
  readShippingMethodId(client: StoreApiClient, signal?: AbortSignal): Promise<string | null>;
  /** `PATCH /context {shippingMethodId}`, then `GET /checkout/cart` (the costs change). */
  setShippingMethod(client: StoreApiClient, shippingMethodId: string): Promise<Cart>;
}

const LINE_ITEM = "/checkout/cart/line-item";

/** Fills the spec's defaults into an add-to-cart item: products are stackable and removable, quantity 1. */
export function toLineItemPayload(item: AddLineItem): AddLineItem {
  const isProduct = item.type === "product";
  return {
    ...(isProduct ? { id: item.referencedId, stackable: true, removable: true } : {}),
    quantity: 1,
    ...item,
  };
}

/** The cart's Store API calls as Shopware 6 serves them. */
export const defaultCartApi: CartApi = {
  readCart,
  // One idempotency key per add: the client may then retry it, and the shop applies it once. (No key outside a
  // secure context, where randomUUID is missing: the add is then sent once, as before.)
  addLineItems: async (client, items) =>
    client.post(LINE_ITEM, {
      body: { items: items.map(toLineItemPayload) },
      schema: schemas().then((m) => m.CartSchema),
      idempotencyKey: globalThis.crypto?.randomUUID?.(),
    }),
  changeQuantity: async (client, items) =>
    client.patch(LINE_ITEM, { body: { items }, schema: schemas().then((m) => m.CartSchema) }),
  removeLineItems: async (client, ids) =>
    client.post(`${LINE_ITEM}/delete`, { body: { ids }, schema: schemas().then((m) => m.CartSchema) }),
  applyPromotionCode: async (client, code) =>
    client.post(LINE_ITEM, {
      body: { items: [{ type: "promotion", referencedId: code.trim() }] },
      schema: schemas().then((m) => m.CartSchema),
    }),
  readShippingMethods: async (client, signal) =>
    (
      await client.get("/shipping-method", {
        query: { onlyAvailable: true },
        schema: schemas().then((m) => m.ShippingMethodListSchema),
        signal,
      })
    ).elements,
  readShippingMethodId: async (client, signal) =>
    (await client.get("/context", { schema: schemas().then((m) => m.CartContextSchema), signal }))
      .shippingMethod?.id ?? null,
  setShippingMethod: async (client, shippingMethodId) => {
    const { CartSchema, ContextUpdateSchema } = await schemas();
    await client.patch("/context", { body: { shippingMethodId }, schema: ContextUpdateSchema });
    return client.get("/checkout/cart", { schema: CartSchema });
  },
};

/** The calls in use: the shop's replacements (`cartApiAtom`) over the default ones. */
export const cartApi = (replaced: Partial<CartApi>): CartApi => ({ ...defaultCartApi, ...replaced });
