import { Hono } from "hono";
import * as v from "valibot";
import { CheckoutService } from "../commerce/checkout.service.js";
import { paymentChangeable } from "../commerce/order-state.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import {
  entitySearchResult,
  fieldIndex,
  parseCriteria,
  search,
  shapeElements,
  shapeResponse,
} from "../criteria/index.js";
import { parseWith, readJsonObject } from "../errors.js";
import { pageSchema } from "../validation.js";

const criteriaBody = v.object({
  page: pageSchema,
  limit: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1), v.maxValue(100))),
  ids: v.optional(v.array(v.string())),
  checkPromotion: v.optional(v.boolean()),
});

/** Order list of the logged-in customer, with the request's Criteria (filter, sort, term, paging, includes, …). */
export function orderRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const checkout = new CheckoutService(service);
  app.post("/order", async (c) => {
    const body = await readJsonObject(c);
    const input = parseWith(criteriaBody, body);
    const criteria = parseCriteria(body);
    const session = await service.customerSession(c);
    // A customer only reaches their own orders: the Criteria runs over them alone.
    const rows = await checkout.ordersOf(session, {});
    const orders = await Promise.all(rows.map((row) => service.orderJsonOf(row)));
    const outcome = search(orders, criteria, {
      entity: "order",
      json: (order) => order,
      fields: fieldIndex(orders),
      defaultLimit: 10,
      // The account's order pages need the exact total (as this route answered before Criteria were honoured).
      defaultTotalCountMode: 1,
    });
    const states = new Map(rows.map((row) => [row.id, paymentChangeable(row)]));
    const listed = {
      ...entitySearchResult("order", outcome),
      page: input.page,
      elements: shapeElements(outcome.elements, criteria),
    };
    return c.json(
      shapeResponse(
        {
          orders: listed,
          paymentChangeable: Object.fromEntries(
            outcome.elements.map((order) => [String(order.id), states.get(String(order.id)) ?? false]),
          ),
        },
        criteria,
      ),
    );
  });
  return app;
}
