import { describe, expect, it } from "vitest";
import { APPLE_PAY_TOKEN_PREFIX, STAND_IN_PAYLOAD_PREFIX } from "../src/commerce/card-gateway.js";
import { IDS, type Json, loginDemo, useTestApi } from "./commerce-app.js";

const api = useTestApi();

/** The stand-in script's payload for a card number. */
function payload(number: string): string {
  const card = { number, expiry: "12/34", holder: "Mia Muster" };
  return STAND_IN_PAYLOAD_PREFIX + Buffer.from(JSON.stringify(card)).toString("base64url");
}

async function cardOrder(token: string, paymentMethodId: string = IDS.card): Promise<string> {
  await api.request("PATCH", "/context", { token, body: { paymentMethodId } });
  await api.request("POST", "/checkout/cart/line-item", {
    token,
    body: { items: [{ type: "product", referencedId: IDS.shirt, quantity: 1 }] },
  });
  const order = await api.request("POST", "/checkout/order", { token, body: {} });
  expect(order.status).toBe(200);
  return (order.body as Json).id;
}

async function paymentState(token: string, orderId: string): Promise<string> {
  const orders = await api.request("POST", "/order", {
    token,
    body: { filter: [{ type: "equals", field: "id", value: orderId }] },
  });
  return (orders.body as Json).orders.elements[0].transactions[0].stateMachineState.technicalName;
}

/** The edit-order page's "pay again": the order's payment method is set (again) and its payment is open again. */
async function payAgainWith(token: string, orderId: string, paymentMethodId: string) {
  const changed = await api.request("POST", "/order/payment", { token, body: { orderId, paymentMethodId } });
  expect(changed.status).toBe(200);
  expect(await paymentState(token, orderId)).toBe("open");
}

const urls = {
  finishUrl: "http://shop.test/checkout/finish/x",
  errorUrl: "http://shop.test/checkout/finish/x?paymentFailed=1",
};

describe("stand-in card gateway (handle-payment charges the payload)", () => {
  it("a declined card fails the payment and goes to the error URL; after a payment method change a good card pays and is saved", async () => {
    const token = await loginDemo(api);
    const orderId = await cardOrder(token);
    const declined = await api.request("POST", "/handle-payment", {
      token,
      body: { orderId, ...urls, payload: payload("4000000000000002") },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.redirectUrl).toBe(urls.errorUrl);
    expect(await paymentState(token, orderId)).toBe("failed");

    // The order's payment method can be changed; the payment starts again as open.
    await payAgainWith(token, orderId, IDS.card);
    const paid = await api.request("POST", "/handle-payment", {
      token,
      body: { orderId, ...urls, payload: payload("4111111111111111"), tokenize: "1" },
    });
    expect(paid.body.redirectUrl).toBe(urls.finishUrl);
    expect(await paymentState(token, orderId)).toBe("paid");
    const tokens = await api.request("POST", "/multisafepay/tokenization/tokens", {
      token,
      body: { paymentMethodId: IDS.card },
    });
    const saved = (tokens.body as Json).tokens.find((entry: Json) => entry.name.includes("1111"));
    expect(saved).toMatchObject({ name: "Visa •••• 1111 (12/34)", gatewayCode: "VISA", expired: false });

    // The saved card pays a second order (active_token, no payload).
    const second = await cardOrder(token);
    const again = await api.request("POST", "/handle-payment", {
      token,
      body: { orderId: second, ...urls, active_token: saved.token },
    });
    expect(again.body.redirectUrl).toBe(urls.finishUrl);
    expect(await paymentState(token, second)).toBe("paid");
  });

  it("a card payment without card data (no component payload, no saved card) is not marked paid: it fails and goes to the error URL", async () => {
    const token = await loginDemo(api);
    const orderId = await cardOrder(token);
    const answer = await api.request("POST", "/handle-payment", { token, body: { orderId, ...urls } });
    expect(answer.status).toBe(200);
    expect(answer.body.redirectUrl).toBe(urls.errorUrl);
    expect(await paymentState(token, orderId)).toBe("failed");
  });

  it("an Apple Pay order without an Apple Pay token is not paid (not with a card's payload either): the order stays open with a failed transaction and can be paid again from the edit-order page", async () => {
    const token = await loginDemo(api);
    const orderId = await cardOrder(token, IDS.applePay);
    for (const body of [{}, { payload: payload("4111111111111111") }]) {
      const answer = await api.request("POST", "/handle-payment", {
        token,
        body: { orderId, ...urls, ...body },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.redirectUrl).toBe(urls.errorUrl);
      expect(await paymentState(token, orderId)).toBe("failed");
      // Paying again from the edit-order page: the method is chosen again, the payment is open again.
      await payAgainWith(token, orderId, IDS.applePay);
    }
    const orders = await api.request("POST", "/order", {
      token,
      body: { filter: [{ type: "equals", field: "id", value: orderId }] },
    });
    expect((orders.body as Json).orders.elements[0].stateMachineState.technicalName).toBe("open");
    // With the wallet's payment token, the same order is paid.
    const paid = await api.request("POST", "/handle-payment", {
      token,
      body: { orderId, ...urls, payload: `${APPLE_PAY_TOKEN_PREFIX}wallet-token` },
    });
    expect(paid.body.redirectUrl).toBe(urls.finishUrl);
    expect(await paymentState(token, orderId)).toBe("paid");
  });

  it("the 3-D Secure card goes to the demo's redirect page; approving it pays the order", async () => {
    const token = await loginDemo(api);
    const orderId = await cardOrder(token);
    const step = await api.request("POST", "/handle-payment", {
      token,
      body: { orderId, ...urls, payload: payload("4000000000003220") },
    });
    const match = /^http:\/\/shop\.test\/checkout\/card-payment\/challenge\/([0-9a-f]{32})$/.exec(
      step.body.redirectUrl,
    );
    expect(match).not.toBeNull();
    expect(await paymentState(token, orderId)).toBe("open");
    const id = match?.[1];
    const shown = await api.request("GET", `/vitrine/card-payment/challenge/${id}`, { token });
    expect(shown.body).toMatchObject({ orderId, cardName: "Visa •••• 3220 (12/34)" });
    const answer = await api.request("POST", `/vitrine/card-payment/challenge/${id}`, {
      token,
      body: { approve: true },
    });
    expect(answer.body.redirectUrl).toBe(urls.finishUrl);
    expect(await paymentState(token, orderId)).toBe("paid");
    // Answered once: the step is gone.
    const twice = await api.request("GET", `/vitrine/card-payment/challenge/${id}`, { token });
    expect(twice.status).toBe(404);
  });
});
