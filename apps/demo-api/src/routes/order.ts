import { Hono } from "hono";
import * as v from "valibot";
import { CheckoutService } from "../commerce/checkout.service.js";
import { ORDER_FIELDS } from "../commerce/order.js";
import { paymentChangeable } from "../commerce/order-state.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import {
  entitySearchResult,
  type Filter,
  fieldIndex,
  parseCriteria,
  search,
  shapeElements,
  shapeResponse,
} from "../criteria/index.js";
import { notLoggedIn, parseWith, readJsonObject } from "../errors.js";
import { pageSchema } from "../validation.js";
import { clientAddress } from "./account.js";

const criteriaBody = v.object({
  page: pageSchema,
  limit: v.optional(v.pipe(v.number("must be a number"), v.integer(), v.minValue(1), v.maxValue(100))),
  ids: v.optional(v.array(v.string())),
  checkPromotion: v.optional(v.boolean()),
});

/** The value of a top-level equals filter on the order's deep link code, if the Criteria has one. */
function deepLinkCode(filters: Filter[]): string | undefined {
  for (const filter of filters) {
    if (
      filter.type === "equals" &&
      (filter.field === "deepLinkCode" || filter.field === "order.deepLinkCode") &&
      typeof filter.value === "string"
    )
      return filter.value;
  }
  return undefined;
}

/** Order list of the logged-in customer, with the request's Criteria (filter, sort, term, paging, includes, …). */
export function orderRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const checkout = new CheckoutService(service);
  app.post("/order", async (c) => {
    const body = await readJsonObject(c);
    const input = parseWith(criteriaBody, body);
    const criteria = parseCriteria(body);
    const session = await service.session(c);
    // A customer only reaches their own orders: the Criteria runs over them alone. Without a customer, Shopware's
    // OrderRoute opens one guest order by its deep link code (an equals filter) with e-mail and zip code.
    const code = session.customer ? undefined : deepLinkCode(criteria.filter);
    if (!session.customer && code === undefined) notLoggedIn();
    const rows = session.customer
      ? await checkout.ordersOf({ ...session, customer: session.customer }, {})
      : [await checkout.guestOrder(code as string, body, clientAddress(c))];
    const orders = await Promise.all(rows.map((row) => service.orderJsonOf(row)));
    const outcome = search(orders, criteria, {
      entity: "order",
      json: (order) => order,
      fields: new Set([...fieldIndex(orders), ...ORDER_FIELDS]),
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
