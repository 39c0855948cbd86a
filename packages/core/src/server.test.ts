// @vitest-environment node
// @vitrine/core/server on the server, as a Server Component or a route loader uses it: no DOM, a client per request
// with that request's context token, and nothing shared between two requests.
import { describe, expect, it } from "vitest";
import * as server from "./server";
import { buildRoute, CONTEXT_TOKEN_HEADER, createStoreApiClient, formatMoney, readCookie } from "./server";

/** A Store API that answers every call with the context token it was sent (and rotates a missing one). */
const storeApi: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const token = request.headers.get(CONTEXT_TOKEN_HEADER) ?? "new-token";
  return Response.json({ token }, { headers: { [CONTEXT_TOKEN_HEADER]: token } });
};

describe("@vitrine/core/server", () => {
  it("gives each request its own client: two shoppers' tokens never mix, and a rotated token stays in its request", async () => {
    const request = (cookie: string) => {
      const rotated: string[] = [];
      const client = createStoreApiClient({
        baseUrl: "http://shop.test/store-api",
        accessKey: "SWSCTEST",
        contextToken: readCookie("sw-context-token", cookie) ?? undefined,
        onContextTokenChange: (token) => rotated.push(token),
        fetch: storeApi,
      });
      return { client, rotated };
    };
    const anna = request("sw-context-token=anna; theme=dark");
    const guest = request("theme=dark");
    const [annaAnswer, guestAnswer] = await Promise.all([
      anna.client.get("/context"),
      guest.client.get("/context"),
    ]);
    expect(annaAnswer).toEqual({ token: "anna" });
    expect(guestAnswer).toEqual({ token: "new-token" });
    expect(guest.rotated).toEqual(["new-token"]);
    expect(anna.rotated).toEqual([]);
    expect(anna.client.contextToken).toBe("anna");
  });

  it("formats money and builds the shop's paths on the server", () => {
    expect(formatMoney(1234.5, { locale: "en-GB", currency: "EUR" })).toBe("€1,234.50");
    expect(buildRoute("/detail/{productId}", { productId: "a b" })).toBe("/detail/a%20b");
  });

  it("exports nothing of React: no provider, hooks or components (its built file loads no React either)", () => {
    const names = Object.keys(server);
    expect(names).toContain("createStoreApiClient");
    expect(names.filter((name) => /^use[A-Z]|Provider$|^Link$/.test(name))).toEqual([]);
  });
});
