import { COOKIE_PREFERENCE_COOKIE } from "@vitrine/cookie-consent";
import { deleteCookie, setConsentChecker, writeCookie } from "@vitrine/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenConsentDecided } from "./cookieConsent";

const choose = () => {
  writeCookie(COOKIE_PREFERENCE_COOKIE, "1");
  // What the cookie bar does after writing the cookies: tells core's consent listeners.
  setConsentChecker(() => true);
};

afterEach(() => {
  deleteCookie(COOKIE_PREFERENCE_COOKIE);
});

describe("analytics loads once the shopper has chosen", () => {
  it("starts at once on a visit after the choice (the preference cookie is set)", () => {
    writeCookie(COOKIE_PREFERENCE_COOKIE, "1");
    const start = vi.fn();
    whenConsentDecided(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits on a first visit, and starts once when the cookie bar's choice sets the preference cookie", () => {
    const start = vi.fn();
    whenConsentDecided(start);
    // A consent change without a choice (a group learned from the server) is no decision.
    setConsentChecker(() => false);
    expect(start).not.toHaveBeenCalled();
    choose();
    choose();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when the shop no longer needs it (a page left before the choice)", () => {
    const start = vi.fn();
    const stop = whenConsentDecided(start);
    stop();
    choose();
    expect(start).not.toHaveBeenCalled();
  });
});
