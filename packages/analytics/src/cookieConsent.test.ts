import { COOKIE_PREFERENCE_COOKIE } from "@vitrine/cookie-consent";
import { deleteCookie, setConsentChecker, whenIdle, writeCookie } from "@vitrine/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenConsentDecided } from "./cookieConsent";

const choose = () => {
  writeCookie(COOKIE_PREFERENCE_COOKIE, "1");
  // What the cookie bar does after writing the cookies: tells core's consent listeners.
  setConsentChecker(() => true);
};

/** Resolves after the idle tasks asked for before it (idle callbacks run in the order they were asked for). */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

afterEach(() => {
  deleteCookie(COOKIE_PREFERENCE_COOKIE);
});

describe("analytics loads once the shopper has chosen", () => {
  it("starts on a visit after the choice (the preference cookie is set), read once the browser is idle", async () => {
    writeCookie(COOKIE_PREFERENCE_COOKIE, "1");
    const start = vi.fn();
    whenConsentDecided(start);
    // Not in the task that asked (hydration's effects): the cookie is read in idle time.
    expect(start).not.toHaveBeenCalled();
    await idle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits on a first visit, and starts once when the cookie bar's choice sets the preference cookie", async () => {
    const start = vi.fn();
    whenConsentDecided(start);
    await idle();
    // A consent change without a choice (a group learned from the server) is no decision.
    setConsentChecker(() => false);
    expect(start).not.toHaveBeenCalled();
    choose();
    choose();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when the shop no longer needs it (a page left before the choice)", async () => {
    const start = vi.fn();
    const stop = whenConsentDecided(start);
    await idle();
    stop();
    choose();
    expect(start).not.toHaveBeenCalled();
  });

  it("never starts when the page is left before the browser was idle, even with the choice made", async () => {
    writeCookie(COOKIE_PREFERENCE_COOKIE, "1");
    const start = vi.fn();
    whenConsentDecided(start)();
    await idle();
    expect(start).not.toHaveBeenCalled();
  });

  it("starts when the choice is made before the browser was idle (no consent change is missed)", async () => {
    const start = vi.fn();
    whenConsentDecided(start);
    choose();
    await idle();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
