import { errorEntry, fail, StoreApiException } from "../errors.js";
import { isId } from "../validation.js";
import { DEFAULT_MAX_PURCHASE } from "./cart.calculate.js";
import { addLineItems, removeLineItems, updateLineItemQuantities } from "./cart.mutate.js";
import { BUNDLE_ITEM_TYPE } from "./cart.types.js";
import type { CommerceService, Session } from "./service.js";
import { deleteCart, loadCart } from "./store.js";
import { idempotentResult } from "./vitrine.store.js";

type Json = Record<string, unknown>;

/** A product or promotion item of an add-to-cart request, after validation. */
export type AddRequestItem =
  | {
      type: "product";
      id?: string | undefined;
      referencedId?: string | undefined;
      quantity: number;
      stackable?: boolean | undefined;
      removable?: boolean | undefined;
    }
  | { type: "promotion"; referencedId: string }
  | {
      type: typeof BUNDLE_ITEM_TYPE;
      id?: string | undefined;
      referencedId: string;
      quantity: number;
      parentId: string;
    };

/** Cart operations of a shopper: read, add, change quantities, remove, delete. */
export class CartService {
  constructor(private readonly service: CommerceService) {}

  /** The calculated cart of a session. */
  async read(session: Session): Promise<Json> {
    const service = this.service;
    return service.serialized(session.token, async () => (await service.cartOf(session)).cart);
  }

  /** Adds products and promotion codes; a bad item rejects the whole request (400 with its pointer). */
  async add(session: Session, items: AddRequestItem[], idempotencyKey?: string): Promise<Json> {
    const service = this.service;
    const body = { items };
    // Every product must exist and every requested quantity must be within its max purchase; otherwise
    // nothing is added (400 with a pointer to the item).
    const productIds = body.items.flatMap((item) =>
      item.type === "promotion" ? [] : [item.referencedId ?? item.id ?? ""],
    );
    const products = await service.deps.catalogue.cartProducts(productIds.filter(isId));
    // Max purchase holds per product: the items of one request that name the same product are summed.
    const requested = new Map<string, number>();
    const problems = body.items.flatMap((item, index) => {
      if (item.type === "promotion") return [];
      const productId = item.referencedId ?? item.id ?? "";
      const product = products.get(productId);
      if (!product?.active) {
        return [
          errorEntry(
            400,
            "CONTENT__PRODUCT_NOT_FOUND",
            `Could not find product with id "${productId}".`,
            `/items/${index}/referencedId`,
          ),
        ];
      }
      const max = product.maxPurchase && product.maxPurchase > 0 ? product.maxPurchase : DEFAULT_MAX_PURCHASE;
      const sum = (requested.get(productId) ?? 0) + item.quantity;
      requested.set(productId, sum);
      if (sum > max) {
        return [
          errorEntry(
            400,
            "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
            `The quantity ${sum} exceeds the maximum purchase of ${max} for "${product.name}".`,
            `/items/${index}/quantity`,
            { quantity: item.quantity, maxPurchase: max },
          ),
        ];
      }
      return [];
    });
    if (problems.length) throw new StoreApiException(400, problems);
    return service.serialized(session.token, async () => {
      // A repeated idempotency key answers the first result and adds nothing (a retried click).
      const replay = idempotencyKey
        ? await idempotentResult(service.db, session.token, "cart-add", idempotencyKey)
        : undefined;
      if (replay) return replay;
      const stored = await loadCart(service.db, session.token);
      const { cart, addedCodes, orphans } = addLineItems(
        stored,
        body.items.map((item) =>
          item.type === "product"
            ? {
                type: "product" as const,
                id: item.id,
                referencedId: item.referencedId ?? item.id ?? "",
                quantity: item.quantity,
                stackable: item.stackable,
                removable: item.removable,
              }
            : item.type === BUNDLE_ITEM_TYPE
              ? { ...item, id: item.id }
              : { type: "promotion" as const, referencedId: item.referencedId, quantity: 1 },
        ),
      );
      // A bundle item never stands alone: its main product must come first in the request or be in the cart.
      if (orphans.length) {
        throw new StoreApiException(
          400,
          orphans.map((index) =>
            errorEntry(
              400,
              "CHECKOUT__CART_BUNDLE_PARENT_NOT_FOUND",
              "A bundle item needs its main product's line item (parentId) in the cart or before it in the request.",
              `/items/${index}/parentId`,
            ),
          ),
        );
      }
      const idempotent = idempotencyKey ? { scope: "cart-add", key: idempotencyKey } : undefined;
      return (await service.calculate(session, cart, addedCodes, "always", idempotent)).cart;
    });
  }

  /** Sets quantities of existing line items (unknown ids, promotions and quantities over max purchase: 400). */
  async update(session: Session, updates: { id: string; quantity: number }[]): Promise<Json> {
    const service = this.service;
    const body = { items: updates };
    return service.serialized(session.token, async () => {
      const stored = await loadCart(service.db, session.token);
      const { cart, unknownIds } = updateLineItemQuantities(stored, body.items);
      if (unknownIds.length) {
        throw new StoreApiException(
          400,
          body.items.flatMap((item, index) =>
            unknownIds.includes(item.id)
              ? [
                  errorEntry(
                    400,
                    "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
                    `Line item with identifier ${item.id} not found.`,
                    `/items/${index}/id`,
                  ),
                ]
              : [],
          ),
        );
      }
      const productIds = stored.lineItems
        .filter((item) => item.type === "product")
        .map((item) => item.referencedId);
      const products = await service.deps.catalogue.cartProducts(productIds);
      const problems = body.items.flatMap((update, index) => {
        const line = stored.lineItems.find((item) => item.id === update.id);
        const product = line?.type === "product" ? products.get(line.referencedId) : undefined;
        const max =
          product?.maxPurchase && product.maxPurchase > 0 ? product.maxPurchase : DEFAULT_MAX_PURCHASE;
        if (line?.type === "promotion") {
          return [
            errorEntry(
              400,
              "CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
              "The quantity of a promotion cannot be changed.",
              `/items/${index}/quantity`,
            ),
          ];
        }
        return update.quantity > max
          ? [
              errorEntry(
                400,
                "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
                `The quantity ${update.quantity} exceeds the maximum purchase of ${max}.`,
                `/items/${index}/quantity`,
                { quantity: update.quantity, maxPurchase: max },
              ),
            ]
          : [];
      });
      if (problems.length) throw new StoreApiException(400, problems);
      return (await service.calculate(session, cart)).cart;
    });
  }

  /** Removes line items by id (unknown or not removable ids: 400). */
  async remove(session: Session, ids: string[]): Promise<Json> {
    const service = this.service;
    return service.serialized(session.token, async () => {
      const stored = await loadCart(service.db, session.token);
      const { cart, unknownIds, notRemovable } = removeLineItems(stored, ids);
      if (unknownIds.length) {
        fail(
          400,
          "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
          `Line item with identifier ${unknownIds[0]} not found.`,
          "/ids",
        );
      }
      if (notRemovable.length) {
        fail(
          400,
          "CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE",
          `Line item ${notRemovable[0]} cannot be removed.`,
          "/ids",
        );
      }
      return (await service.calculate(session, cart)).cart;
    });
  }

  /** Deletes the cart of a session. */
  async clear(session: Session): Promise<void> {
    const service = this.service;
    await service.serialized(session.token, () => deleteCart(service.db, session.token));
  }
}
