import { Hono } from "hono";
import * as v from "valibot";
import { OrderStateService } from "../commerce/order-state.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseBody } from "../errors.js";
import { idSchema } from "../validation.js";

const setPaymentBody = v.object({ orderId: idSchema, paymentMethodId: idSchema });
const cancelBody = v.object({ orderId: idSchema });

/** `orderSetPayment` (`/order/payment`) and `cancelOrder` (`/order/state/cancel`): own orders only, login required. */
export function orderStateRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const orders = new OrderStateService(service);

  app.post("/order/payment", async (c) => {
    const session = await service.customerSession(c);
    const body = await parseBody(c, setPaymentBody);
    await orders.setPayment(session, body.orderId, body.paymentMethodId);
    return c.json({ success: true });
  });

  app.post("/order/state/cancel", async (c) => {
    const session = await service.customerSession(c);
    const body = await parseBody(c, cancelBody);
    return c.json(await orders.cancel(session, body.orderId));
  });
  return app;
}
