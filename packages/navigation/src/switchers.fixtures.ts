// Test and story helper (not part of the public API): a fake Store API with two currencies and a session context.
import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";

/** The fixture's currencies, as `POST /currency` answers them (ids as Shopware's EUR and a CHF id). */
export const fixtureCurrencies = [
  { id: "b7d2554b0ce847cd82f3ac9bd1c0dfca", isoCode: "EUR", symbol: "€", name: "Euro" },
  { id: "5f0c7a3e1b9d4c2a8e6f4d2b0a9c8e71", isoCode: "CHF", symbol: "CHF", name: "Swiss franc" },
] as const;

/** The requests the fake Store API saw. */
export interface SeenSwitcherRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A fake Store API: `POST /currency`, `PATCH /context { currencyId }` (an unknown id is a 400), `GET /context`. */
export function createSwitcherClient({ delay = 0 }: { delay?: number } = {}): {
  client: StoreApiClient;
  requests: SeenSwitcherRequest[];
  /** The session's currency (ISO code). */
  session: { currency: string };
} {
  const requests: SeenSwitcherRequest[] = [];
  const session = { currency: "EUR" };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/store-api/, "");
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path, body });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (path === "/currency") return Response.json(fixtureCurrencies);
    if (path === "/context" && request.method === "PATCH") {
      const { currencyId } = (body ?? {}) as { currencyId?: string };
      const currency = fixtureCurrencies.find((entry) => entry.id === currencyId);
      if (!currency) {
        return Response.json(
          {
            errors: [
              {
                status: "400",
                code: "FRAMEWORK__INVALID_UUID",
                detail: `The currency ${currencyId} does not exist.`,
                source: { pointer: "/currencyId" },
              },
            ],
          },
          { status: 400 },
        );
      }
      session.currency = currency.isoCode;
      return Response.json({ contextToken: "token" });
    }
    if (path === "/context") return Response.json({ currency: { isoCode: session.currency } });
    return Response.json({ errors: [{ status: "404" }] }, { status: 404 });
  };
  return {
    client: createStoreApiClient({ baseUrl: "http://demo/store-api", accessKey: "KEY", fetch, retry: 0 }),
    requests,
    session,
  };
}
