import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { storeApiContext } from "../lib/store-api.testing";
import { action } from "./configure";

const EUR = "b7d2554b0ce847cd82f3ac9bd1c0dfca";
const CHF = "c4f0000000000000000000000000000f";

/** A request context whose Store API keeps the session's currency as the shop does (`PATCH /context`). */
function shop() {
  const session = { currencyId: EUR };
  const context = storeApiContext(async (request) => {
    const { currencyId } = (await request.json()) as { currencyId: string };
    if (currencyId !== EUR && currencyId !== CHF) {
      return Response.json(
        {
          errors: [
            {
              status: "400",
              code: "SYSTEM__CURRENCY_NOT_FOUND",
              detail: `Currency ${currencyId} is not available.`,
              source: { pointer: "/currencyId" },
            },
          ],
        },
        { status: 400 },
      );
    }
    session.currencyId = currencyId;
    return Response.json({ contextToken: "token" });
  });
  return { context, session };
}

const post = (fields: Record<string, string>, context: AppLoadContext) =>
  action({
    request: new Request("http://shop.test/checkout/configure", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Referer: "http://shop.test/checkout/cart" },
    }),
    context,
    params: {},
  } as unknown as Parameters<typeof action>[0]);

describe("the currency form without JavaScript (POST /checkout/configure)", () => {
  it("stores the chosen currency in the session's context and goes back to the page the form was on", async () => {
    const { context, session } = shop();
    const answer = (await post(
      { currencyId: CHF, redirectTo: "/navigation/shirts?p=2" },
      context,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/navigation/shirts?p=2");
    expect(session.currencyId).toBe(CHF);
  });

  it("goes back only on this shop: another host's address leads home, a missing one to the Referer", async () => {
    const { context } = shop();
    const away = (await post({ currencyId: CHF, redirectTo: "//evil.example/x" }, context)) as Response;
    expect(away.headers.get("Location")).toBe("/");
    const referer = (await post({ currencyId: CHF }, context)) as Response;
    expect(referer.headers.get("Location")).toBe("/checkout/cart");
  });

  it("an unknown or missing currency answers 400 with the reason, and the session keeps its currency", async () => {
    const { context, session } = shop();
    const unknown = (await post({ currencyId: "0".repeat(32) }, context)) as {
      data: { message: string };
      init: ResponseInit | null;
    };
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data.message).toBe(`Currency ${"0".repeat(32)} is not available.`);
    const missing = (await post({}, context)) as { data: { message: string }; init: ResponseInit | null };
    expect(missing.init?.status).toBe(400);
    expect(missing.data.message).toBe("Please choose a currency.");
    expect(session.currencyId).toBe(EUR);
  });
});
