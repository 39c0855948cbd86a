// The account basics the wishlist relies on: where a shopper goes after login, and where a guest goes.
import { describe, expect, it } from "vitest";
import { afterLoginPath, guestRedirect } from "./account.server";

function loginRequest(query: string, referer?: string) {
  return new Request(`http://shop.test/account/login${query}`, {
    headers: referer ? { Referer: referer } : {},
  });
}

describe("afterLoginPath", () => {
  it("takes redirectTo first, and refuses other origins there", () => {
    expect(afterLoginPath(loginRequest("?redirectTo=%2Fdetail%2Fabc", "http://shop.test/"))).toBe(
      "/detail/abc",
    );
    expect(afterLoginPath(loginRequest("?redirectTo=%2F%2Fevil.example"))).toBe("/account");
    expect(afterLoginPath(loginRequest("?redirectTo=%2F%09%2Fevil.example"))).toBe("/account");
    expect(afterLoginPath(loginRequest("?redirectTo=%2F%0A%2Fx"))).toBe("/account");
  });

  it("without redirectTo returns to the same-origin page the shopper came from (path and query)", () => {
    expect(afterLoginPath(loginRequest("", "http://shop.test/navigation/c1?p=2"))).toBe("/navigation/c1?p=2");
  });

  it("ignores other origins, the login and register pages themselves and unreadable referrers", () => {
    expect(afterLoginPath(loginRequest("", "https://evil.example/detail/abc"))).toBe("/account");
    expect(afterLoginPath(loginRequest("", "http://shop.test/account/login?redirectTo=%2F"))).toBe(
      "/account",
    );
    expect(afterLoginPath(loginRequest("", "http://shop.test/account/register"))).toBe("/account");
    expect(afterLoginPath(loginRequest("", "not a url"))).toBe("/account");
    expect(afterLoginPath(loginRequest(""))).toBe("/account");
  });
});

describe("guestRedirect", () => {
  it("sends a guest (no customer account) to the checkout instead of account pages", () => {
    expect(guestRedirect("/account")).toBe("/checkout/confirm");
    expect(guestRedirect("/account/order")).toBe("/checkout/confirm");
    expect(guestRedirect("/detail/abc")).toBe("/detail/abc");
    expect(guestRedirect("/accounting")).toBe("/accounting");
  });
});

describe("on a German page (issue 43: the shopper stays in the page language)", () => {
  const germanLogin = (referer?: string) =>
    new Request("http://shop.test/de/account/login", { headers: referer ? { Referer: referer } : {} });

  it("after login: the German account overview, or the German page the shopper came from", () => {
    expect(afterLoginPath(germanLogin())).toBe("/de/account");
    expect(afterLoginPath(germanLogin("http://shop.test/de/account/register"))).toBe("/de/account");
    expect(afterLoginPath(germanLogin("http://shop.test/de/Kleidung/"))).toBe("/de/Kleidung/");
  });

  it("a guest goes to the German checkout instead of German account pages", () => {
    expect(guestRedirect("/de/account/order")).toBe("/de/checkout/confirm");
    expect(guestRedirect("/de/Kleidung/")).toBe("/de/Kleidung/");
  });
});
