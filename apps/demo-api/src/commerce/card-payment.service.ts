import { createHash } from "node:crypto";
import { currencyOf, languageOf } from "../catalog/locales.js";
import { fail } from "../errors.js";
import { toMinorUnits } from "./money.js";
import type { PaymentMethodInfo } from "./ports.js";
import type { CommerceService, Session } from "./service.js";
import { addressesOf } from "./store.js";
import { type CardTokenRow, cardTokensOf } from "./vitrine.store.js";

type Json = Record<string, unknown>;

/**
 * Is a payment method (by technical name) a card method? Only these have component settings and saved cards, and
 * they settle at once in the demo (cards, Apple Pay); invoice and cash stay open.
 */
export function isCardPaymentMethod(technicalName: string): boolean {
  return /card|apple|multisafepay/i.test(technicalName);
}

/** Card payment (MultiSafepay-style): the card methods, a customer's saved card tokens, the component settings. */
export class CardPaymentService {
  constructor(private readonly service: CommerceService) {}

  /** An active card payment method (400 for an unknown method or one that takes no card, at `pointer`). */
  async requireCardMethod(paymentMethodId: string, pointer: string): Promise<PaymentMethodInfo> {
    const methods = (await this.service.methods()).payment;
    const method = methods.find((candidate) => candidate.id === paymentMethodId && candidate.active);
    if (!method)
      fail(400, "CHECKOUT__UNKNOWN_PAYMENT_METHOD", `Payment method ${paymentMethodId} not found.`, pointer);
    if (!isCardPaymentMethod(method.technicalName)) {
      fail(
        400,
        "VITRINE__NOT_A_CARD_PAYMENT_METHOD",
        `Payment method ${method.technicalName} takes no card.`,
        pointer,
      );
    }
    return method;
  }

  /** The saved card tokens of a registered customer (none for guests and anonymous shoppers). */
  async savedTokens(session: Session): Promise<CardTokenRow[]> {
    if (!session.customer || session.customer.guest) return [];
    return cardTokensOf(this.service.db, session.customer.id);
  }

  /** The payment component's settings for a card method: amount of the cart, billing country, saved tokens. */
  async settings(session: Session, method: PaymentMethodInfo): Promise<Json> {
    const service = this.service;
    const cart = await service.serialized(session.token, () => service.cartOf(session));
    const total = (cart.cart.price as { totalPrice: number }).totalPrice;
    let country = "NL";
    if (session.customer) {
      const addresses = await addressesOf(service.db, session.customer.id);
      const billingId = session.context.billingAddressId ?? session.customer.defaultBillingAddressId;
      const billing = addresses.find((address) => address.id === billingId);
      const { countries } = await service.lookups();
      country = (billing && countries.get(billing.countryId)?.iso) || country;
    }
    const tokens = await this.savedTokens(session);
    return {
      env: "test",
      // A stable, obviously fake API token per sales channel and method: the demo talks to no provider.
      apiToken: `demo_${createHash("sha256").update(`vitrine:${method.id}`).digest("hex").slice(0, 24)}`,
      // The cart's currency (the context's) and its amount in minor units.
      currency: currencyOf(session.context.currencyId).isoCode,
      amount: toMinorUnits(total),
      gateway: /apple/i.test(method.technicalName) ? "APPLEPAY" : "CREDITCARD",
      country,
      locale: languageOf(session.context.languageId).code.replace("-", "_"),
      customerId: session.customer?.id ?? "",
      showTokenization: Boolean(session.customer && !session.customer.guest),
      tokens,
    };
  }
}
