import { type Context, Hono } from "hono";
import * as v from "valibot";
import { CartService } from "../commerce/cart.service.js";
import { BUNDLE_ITEM_TYPE } from "../commerce/cart.types.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import {
  idempotencyKey,
  idSchema,
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

// A Vitrine accessories bundle item: a product under the main product's line item (parentId).
const bundleItem = v.object({
  id: v.optional(v.pipe(v.string("must be a string"), v.minLength(1), v.maxLength(MAX_STRING))),
  referencedId: idSchema,
  type: v.literal(BUNDLE_ITEM_TYPE),
  quantity: v.optional(quantitySchema, 1),
  parentId: v.pipe(v.string("must be a string"), v.minLength(1), v.maxLength(MAX_STRING)),
  stackable: v.optional(v.boolean("must be a boolean")),
  removable: v.optional(v.boolean("must be a boolean")),
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
      v.variant(
        "type",
        [productItem, bundleItem, promotionItem],
        `type must be "product", "${BUNDLE_ITEM_TYPE}" or "promotion"`,
      ),
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
  const carts = new CartService(service);
  app.get("/checkout/cart", async (c) => c.json(await carts.read(await service.session(c))));

  app.post("/checkout/cart/line-item", async (c) => {
    const body = parseWith(addBody, await readJsonObject(c));
    return c.json(await carts.add(await service.session(c), body.items, idempotencyKey(c)));
  });

  app.patch("/checkout/cart/line-item", async (c) => {
    const body = parseWith(updateBody, await readJsonObject(c));
    return c.json(await carts.update(await service.session(c), body.items));
  });

  const removeByIds = async (c: Context<AppEnv>, ids: string[]) =>
    c.json(await carts.remove(await service.session(c), ids));

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
    await carts.clear(await service.session(c));
    return c.body(null, 204);
  });
  return app;
}
