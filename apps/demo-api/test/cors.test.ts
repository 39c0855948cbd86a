// CORS of the standalone backend (its own server on /store-api), as Shopware's CorsListener answers it.
import { describe, expect, it } from "vitest";
import { ACCESS_KEY, useTestApi } from "./commerce-app.js";

const api = useTestApi();
const ORIGIN = "http://frontend.example:3001";

describe("CORS for API clients from any origin (issue 40)", () => {
  it("answers a preflight from any origin with 204 before the access key is checked, sw-context-token and sw-access-key allowed", async () => {
    const answer = await api.app.request("/store-api/checkout/cart/line-item", {
      method: "OPTIONS",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, sw-access-key, sw-context-token, sw-language-id",
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-methods")).toBe("GET,POST,PUT,PATCH,DELETE");
    const allowed = (answer.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(",");
    for (const name of ["content-type", "sw-access-key", "sw-context-token", "sw-language-id"])
      expect(allowed).toContain(name);
  });

  it("lets any origin read the answers, the rotated sw-context-token exposed; errors carry the headers too", async () => {
    const answer = await api.app.request("/store-api/context", {
      headers: { origin: ORIGIN, "sw-access-key": ACCESS_KEY },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect((answer.headers.get("access-control-expose-headers") ?? "").split(",")).toContain(
      "sw-context-token",
    );
    expect(answer.headers.get("sw-context-token")).toMatch(/^\w+$/);

    const refused = await api.app.request("/store-api/context", { headers: { origin: ORIGIN } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });
});
