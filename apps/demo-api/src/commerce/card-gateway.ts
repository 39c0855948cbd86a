import { fail } from "../errors.js";
import { newId } from "../validation.js";
import { setTransactionState } from "./order.js";
import type { Db } from "./store.js";
import { cardTokensOf } from "./vitrine.store.js";

/**
 * The stand-in gateway's documented test cards (any future expiry, any 3-digit CVC): what charging each does.
 * Every other number is declined.
 */
export const STAND_IN_TEST_CARDS: Readonly<Record<string, "success" | "decline" | "challenge">> = {
  "4111111111111111": "success",
  "5555555555554444": "success",
  "4000000000000002": "decline",
  "4000000000003220": "challenge",
};

/** The prefix of the stand-in script's payload (base64url JSON of the card; the real provider encrypts). */
export const STAND_IN_PAYLOAD_PREFIX = "standin.";

/** The prefix of an Apple Pay payment token as the stand-in takes it (the real one comes from Apple's payment sheet). */
export const APPLE_PAY_TOKEN_PREFIX = "applepay.";

/** The card data the stand-in's payload carries. */
interface StandInCard {
  number: string;
  expiry: string;
  holder: string;
}

/** The payment data `handle-payment` passes on (the confirm form's fields). */
export interface CardPaymentData {
  payload?: string | null | undefined;
  activeToken?: string | null | undefined;
  tokenize?: boolean;
  finishUrl?: string | null | undefined;
  errorUrl?: string | null | undefined;
}

/** A pending or settled charge. */
export interface ChargeRow {
  id: string;
  orderId: string;
  customerId: string;
  state: string;
  cardName: string;
  gatewayCode: string;
  tokenize: boolean;
  finishUrl: string;
  errorUrl: string;
}

function decodePayload(payload: string): StandInCard | null {
  if (!payload.startsWith(STAND_IN_PAYLOAD_PREFIX)) return null;
  try {
    const card = JSON.parse(
      Buffer.from(payload.slice(STAND_IN_PAYLOAD_PREFIX.length), "base64url").toString("utf8"),
    ) as Partial<StandInCard>;
    const number = String(card.number ?? "").replace(/\D/g, "");
    return number ? { number, expiry: String(card.expiry ?? ""), holder: String(card.holder ?? "") } : null;
  } catch {
    return null;
  }
}

function brandOf(number: string): string {
  if (number.startsWith("4")) return "VISA";
  if (/^5[1-5]/.test(number)) return "MASTERCARD";
  return "CARD";
}

function cardName(card: StandInCard, brand: string): string {
  const label = brand === "VISA" ? "Visa" : brand === "MASTERCARD" ? "Mastercard" : "Card";
  return `${label} •••• ${card.number.slice(-4)}${card.expiry ? ` (${card.expiry})` : ""}`;
}

/** Where a redirect goes after the charge: the finish or error URL the shop gave (its origin for the 3-D Secure page). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * The stand-in payment gateway: charges the component's payload (or a saved card) during `handle-payment` and
 * answers where the shopper goes next: the finish URL (paid), the error URL (declined, or no card data) or the 3-D
 * Secure page.
 */
export class CardGateway {
  constructor(private readonly db: Db) {}

  /** Charges an order (an Apple Pay order with `applePay`); answers the redirect URL. */
  async charge(
    orderId: string,
    customer: { id: string; guest: boolean },
    data: CardPaymentData,
    applePay = false,
  ): Promise<string> {
    const finishUrl = data.finishUrl ?? "";
    const errorUrl = data.errorUrl || finishUrl;
    if (applePay) {
      // Apple Pay pays with the payment token of Apple's payment sheet (the stand-in takes `applepay.<token>`); a
      // card's payload, a saved card or nothing is no Apple Pay payment. Without a token the payment fails as a
      // gateway refuses it; the order stays open and can be paid again from its payment page.
      const paid =
        Boolean(data.payload?.startsWith(APPLE_PAY_TOKEN_PREFIX)) &&
        (data.payload?.length ?? 0) > APPLE_PAY_TOKEN_PREFIX.length;
      await this.settle(orderId, customer.id, paid, paid ? "Apple Pay" : "", "APPLEPAY", false);
      return paid ? finishUrl : errorUrl;
    }
    if (data.activeToken) {
      const saved = (await cardTokensOf(this.db, customer.id)).find(
        (entry) => entry.token === data.activeToken && !entry.expired,
      );
      await this.settle(
        orderId,
        customer.id,
        Boolean(saved),
        saved?.name ?? "",
        saved?.gatewayCode ?? "",
        false,
      );
      return saved ? finishUrl : errorUrl;
    }
    if (!data.payload) {
      // No card data (the page sent no component payload, e.g. without JavaScript, and no saved card): nothing to
      // charge. MultiSafepay would send the shopper to its own payment page, which the stand-in does not have; the
      // payment fails and the order can be paid again (the order's payment page).
      await setTransactionState(this.db, orderId, "failed");
      return errorUrl;
    }
    const card = decodePayload(data.payload);
    const outcome = card ? (STAND_IN_TEST_CARDS[card.number] ?? "decline") : "decline";
    const brand = card ? brandOf(card.number) : "CARD";
    const name = card ? cardName(card, brand) : "";
    const tokenize = data.tokenize === true && !customer.guest;
    if (outcome === "challenge") {
      const id = await this.record(orderId, customer.id, "challenge", name, brand, {
        tokenize,
        finishUrl,
        errorUrl,
      });
      const origin = originOf(finishUrl);
      return `${origin}/checkout/card-payment/challenge/${id}`;
    }
    await this.settle(orderId, customer.id, outcome === "success", name, brand, tokenize);
    return outcome === "success" ? finishUrl : errorUrl;
  }

  /** The pending 3-D Secure step of a customer (404 when there is none). */
  async challenge(customerId: string, id: string): Promise<ChargeRow> {
    const { rows } = await this.db.query<ChargeRow>(
      `select id, order_id as "orderId", customer_id as "customerId", state, card_name as "cardName",
         gateway_code as "gatewayCode", tokenize, finish_url as "finishUrl", error_url as "errorUrl"
       from commerce_card_charge where id = $1 and customer_id = $2 and state = 'challenge'`,
      [id, customerId],
    );
    const row = rows[0];
    if (!row) fail(404, "VITRINE__CARD_CHALLENGE_NOT_FOUND", `No open 3-D Secure step ${id}.`);
    return row;
  }

  /** Answers a 3-D Secure step: approved pays the order, refused declines it; answers the redirect URL. */
  async answerChallenge(customerId: string, id: string, approve: boolean): Promise<string> {
    const row = await this.challenge(customerId, id);
    await this.db.query("update commerce_card_charge set state = $2 where id = $1", [
      id,
      approve ? "paid" : "declined",
    ]);
    await this.settle(row.orderId, customerId, approve, row.cardName, row.gatewayCode, row.tokenize, false);
    return approve ? row.finishUrl : row.errorUrl || row.finishUrl;
  }

  private async settle(
    orderId: string,
    customerId: string,
    paid: boolean,
    name: string,
    brand: string,
    tokenize: boolean,
    record = true,
  ) {
    if (record) await this.record(orderId, customerId, paid ? "paid" : "declined", name, brand);
    await setTransactionState(this.db, orderId, paid ? "paid" : "failed");
    if (paid && tokenize) {
      await this.db.query(
        `insert into commerce_card_token (id, customer_id, token, name, gateway_code, expired)
         values ($1, $2, $3, $4, $5, false)`,
        [newId(), customerId, `tok_${newId()}`, name, brand],
      );
    }
  }

  private async record(
    orderId: string,
    customerId: string,
    state: string,
    name: string,
    brand: string,
    urls: { tokenize?: boolean; finishUrl?: string; errorUrl?: string } = {},
  ): Promise<string> {
    const id = newId();
    await this.db.query(
      `insert into commerce_card_charge (id, order_id, customer_id, state, card_name, gateway_code, tokenize,
         finish_url, error_url) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        orderId,
        customerId,
        state,
        name,
        brand,
        urls.tokenize ?? false,
        urls.finishUrl ?? "",
        urls.errorUrl ?? "",
      ],
    );
    return id;
  }
}
