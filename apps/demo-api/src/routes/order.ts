import { Hono } from "hono";
import * as v from "valibot";
import { CheckoutService } from "../commerce/checkout.service.js";
import { paymentChangeable } from "../commerce/order-state.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";

const filterSchema = v.object({
  type: v.string("must be a string"),
  field: v.string("must be a string"),
  value: v.optional(v.unknown()),
  value2: v.optional(v.unknown()),
});

const criteriaBody = v.object({
  page: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1)), 1),
  limit: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1), v.maxValue(100))),
  ids: v.optional(v.array(v.string())),
  filter: v.optional(v.array(filterSchema, "filter must be an array")),
  checkPromotion: v.optional(v.boolean()),
});

function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string") return value.split("|");
  return [String(value)];
}

/** Order list of the logged-in customer, with the criteria filters the storefront uses (id, orderNumber). */
export function orderRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const checkout = new CheckoutService(service);
  app.post("/order", async (c) => {
    const criteria = parseWith(criteriaBody, await readJsonObject(c));
    const session = await service.customerSession(c);
    let ids = criteria.ids;
    let orderNumbers: string[] | undefined;
    for (const filter of criteria.filter ?? []) {
      if (filter.type !== "equals" && filter.type !== "equalsAny") continue;
      if (filter.field === "id" || filter.field === "order.id") ids = valuesOf(filter.value);
      if (filter.field === "orderNumber" || filter.field === "order.orderNumber")
        orderNumbers = valuesOf(filter.value);
    }
    const rows = await checkout.ordersOf(session, { ids, orderNumbers });
    const limit = criteria.limit ?? 10;
    const page = criteria.page;
    const elements = await Promise.all(
      rows.slice((page - 1) * limit, page * limit).map((row) => service.orderJsonOf(row)),
    );
    return c.json({
      orders: {
        entity: "order",
        total: rows.length,
        aggregations: [],
        page,
        limit,
        elements,
        apiAlias: "dal_entity_search_result",
      },
      paymentChangeable: Object.fromEntries(rows.map((row) => [row.id, paymentChangeable(row)])),
    });
  });
  return app;
}
