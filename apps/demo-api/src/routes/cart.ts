import { type Context, Hono } from "hono";
import * as v from "valibot";
import { DEFAULT_MAX_PURCHASE } from "../commerce/cart.calculate.js";
import { addLineItems, removeLineItems, updateLineItemQuantities } from "../commerce/cart.mutate.js";
import type { CommerceService } from "../commerce/service.js";
import { deleteCart, loadCart } from "../commerce/store.js";
import type { AppEnv } from "../context.js";
import { errorEntry, fail, parseWith, readJsonObject, StoreApiException } from "../errors.js";
import {
  idSchema,
  isId,
  MAX_ITEMS,
  MAX_STRING,
  optionalString,
  quantitySchema,
  requiredString,
} from "../validation.js";

const productItem = v.object({
  id: v.optional(v.pipe(v.string("must be a string"), v.minLength(1), v.maxLength(MAX_STRING))),
  referencedId: v.optional(idSchema),
  type: v.literal("product"),
  quantity: v.optional(quantitySchema, 1),
  stackable: v.optional(v.boolean("must be a boolean")),
  removable: v.optional(v.boolean("must be a boolean")),
  label: optionalString(),
});

const promotionItem = v.object({
  id: v.optional(v.string()),
  type: v.literal("promotion"),
  referencedId: requiredString(),
  quantity: v.optional(v.number()),
});

const addBody = v.object({
  items: v.pipe(
    v.array(
      v.variant("type", [productItem, promotionItem], 'type must be "product" or "promotion"'),
      "items must be an array",
    ),
    v.minLength(1, "items must not be empty"),
    v.maxLength(MAX_ITEMS, `at most ${MAX_ITEMS} items at once`),
  ),
});

const updateBody = v.object({
  items: v.pipe(
    v.array(v.object({ id: requiredString(), quantity: quantitySchema }), "items must be an array"),
    v.minLength(1, "items must not be empty"),
    v.maxLength(MAX_ITEMS),
  ),
});

const deleteBody = v.object({
  ids: v.pipe(
    v.array(requiredString(), "ids must be an array"),
    v.minLength(1, "ids must not be empty"),
    v.maxLength(MAX_ITEMS),
  ),
});

/** Cart routes: read, add (products and promotion codes), change quantities, remove items, delete the cart. */
export function cartRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/checkout/cart", async (c) => {
    const session = await service.session(c);
    return service.serialized(session.token, async () => c.json((await service.cartOf(session)).cart));
  });

  app.post("/checkout/cart/line-item", async (c) => {
    const body = parseWith(addBody, await readJsonObject(c));
    const session = await service.session(c);
    // Every product must exist and every requested quantity must be within its max purchase; otherwise
    // nothing is added (400 with a pointer to the item).
    const productIds = body.items.flatMap((item) =>
      item.type === "product" ? [item.referencedId ?? item.id ?? ""] : [],
    );
    const products = await service.deps.catalogue.cartProducts(productIds.filter(isId));
    const problems = body.items.flatMap((item, index) => {
      if (item.type !== "product") return [];
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
      if (item.quantity > max) {
        return [
          errorEntry(
            400,
            "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
            `The quantity ${item.quantity} exceeds the maximum purchase of ${max} for "${product.name}".`,
            `/items/${index}/quantity`,
            { quantity: item.quantity, maxPurchase: max },
          ),
        ];
      }
      return [];
    });
    if (problems.length) throw new StoreApiException(400, problems);
    return service.serialized(session.token, async () => {
      const stored = await loadCart(service.db, session.token);
      const { cart, addedCodes } = addLineItems(
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
            : { type: "promotion" as const, referencedId: item.referencedId, quantity: 1 },
        ),
      );
      return c.json((await service.calculate(session, cart, addedCodes)).cart);
    });
  });

  app.patch("/checkout/cart/line-item", async (c) => {
    const body = parseWith(updateBody, await readJsonObject(c));
    const session = await service.session(c);
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
      return c.json((await service.calculate(session, cart)).cart);
    });
  });

  const removeByIds = async (c: Context<AppEnv>, ids: string[]) => {
    const session = await service.session(c);
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
      return c.json((await service.calculate(session, cart)).cart);
    });
  };

  app.post("/checkout/cart/line-item/delete", async (c) =>
    removeByIds(c, parseWith(deleteBody, await readJsonObject(c)).ids),
  );

  // Deprecated in 6.7 but still in the schema: ids as query parameters (ids[]=… or ids=…) or in the body.
  app.delete("/checkout/cart/line-item", async (c) => {
    const fromQuery = [...(c.req.queries("ids[]") ?? []), ...(c.req.queries("ids") ?? [])];
    const ids = fromQuery.length ? fromQuery : parseWith(deleteBody, await readJsonObject(c)).ids;
    return removeByIds(c, parseWith(deleteBody, { ids }).ids);
  });

  app.delete("/checkout/cart", async (c) => {
    const session = await service.session(c);
    await service.serialized(session.token, () => deleteCart(service.db, session.token));
    return c.body(null, 204);
  });
  return app;
}
