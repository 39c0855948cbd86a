import { fail } from "../errors.js";
import { type OrderRow, ordersOf, stateJson } from "./order.js";
import type { CommerceService, Session } from "./service.js";
import type { CustomerRow } from "./store.js";

type Json = Record<string, unknown>;
type CustomerSession = Session & { customer: CustomerRow };

/** Payment states from which Shopware lets a customer pick another payment method (OrderService). */
const PAYMENT_CHANGEABLE_STATES = new Set([
  "open",
  "failed",
  "cancelled",
  "reminded",
  "unconfirmed",
  "chargeback",
]);

/** Order states Shopware's order state machine may cancel. */
const CANCELLABLE_STATES = new Set(["open", "in_progress"]);

/** May the customer still change the payment method of an order? (Its payment is not settled; it is not cancelled.) */
export function paymentChangeable(row: Pick<OrderRow, "state" | "transactionState">): boolean {
  return row.state !== "cancelled" && PAYMENT_CHANGEABLE_STATES.has(row.transactionState);
}

/** What a customer may do with their own orders after placing them: change the payment method, cancel. */
export class OrderStateService {
  constructor(private readonly service: CommerceService) {}

  private async ownOrder(session: CustomerSession, orderId: string): Promise<OrderRow> {
    const [row] = await ordersOf(this.service.db, session.customer.id, { ids: [orderId] });
    if (!row) fail(404, "CHECKOUT__ORDER_NOT_FOUND", `Order with id ${orderId} not found.`, "/orderId");
    return row;
  }

  /**
   * Sets the payment method of an own order whose payment may still change (403
   * `CHECKOUT__PAYMENT_METHOD_NOT_CHANGEABLE` otherwise); the payment starts again as open.
   */
  async setPayment(session: CustomerSession, orderId: string, paymentMethodId: string): Promise<void> {
    const row = await this.ownOrder(session, orderId);
    const method = (await this.service.methods()).payment.find(
      (candidate) => candidate.id === paymentMethodId && candidate.active,
    );
    if (!method) {
      fail(
        400,
        "CHECKOUT__UNKNOWN_PAYMENT_METHOD",
        `The payment method ${paymentMethodId} could not be found.`,
        "/paymentMethodId",
      );
    }
    if (!paymentChangeable(row)) {
      fail(
        403,
        "CHECKOUT__PAYMENT_METHOD_NOT_CHANGEABLE",
        `The payment method of order ${orderId} can not be changed.`,
      );
    }
    await this.service.db.query(
      "update commerce_order set payment_method_id = $2, transaction_state = 'open' where id = $1",
      [row.id, method.id],
    );
  }

  /** Cancels an own open order and answers its new state (400 `SYSTEM__ILLEGAL_STATE_TRANSITION` from other states). */
  async cancel(session: CustomerSession, orderId: string): Promise<Json> {
    const row = await this.ownOrder(session, orderId);
    if (!CANCELLABLE_STATES.has(row.state)) {
      fail(
        400,
        "SYSTEM__ILLEGAL_STATE_TRANSITION",
        `Illegal transition "cancel" from state "${row.state}". Possible transitions are: ${row.state === "cancelled" ? "reopen" : "none"}.`,
      );
    }
    await this.service.db.query("update commerce_order set state = 'cancelled' where id = $1", [row.id]);
    return stateJson("order.state", "cancelled");
  }
}
