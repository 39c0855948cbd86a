import { COOKIE_PREFERENCE_COOKIE } from "@vitrine/cookie-consent";
import { setConsentChecker } from "@vitrine/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenConsentDecided } from "./cookieConsent";

const choose = () => {
  document.cookie = `${COOKIE_PREFERENCE_COOKIE}=1; path=/`;
  // What the cookie bar does after writing the cookies: tells core's consent listeners.
  setConsentChecker(() => true);
};

afterEach(() => {
  document.cookie = `${COOKIE_PREFERENCE_COOKIE}=; path=/; max-age=0`;
});

describe("analytics loads once the shopper has chosen", () => {
  it("starts at once on a visit after the choice (the preference cookie is set)", () => {
    document.cookie = `${COOKIE_PREFERENCE_COOKIE}=1; path=/`;
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
