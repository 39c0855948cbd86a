import { render, waitFor } from "@testing-library/react";
import { readCookie } from "@vitrine/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CookieConsent } from "./CookieConsent";
import { clearAllCookies, createTestShop } from "./testing";
import { readTimezone, scheduleTimezoneCookie, writeTimezoneCookie } from "./timezone";

afterEach(() => {
  Reflect.deleteProperty(document, "cookie");
  clearAllCookies();
  vi.restoreAllMocks();
});

describe("the spec's timezone cookie", () => {
  it("is written on the client with the browser's IANA time zone, for 30 days (once the page is idle)", async () => {
    const written: string[] = [];
    const jar = new Map<string, string>();
    // Watch what is written (Set-Cookie attributes are not readable back from document.cookie).
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
      set: (value: string) => {
        written.push(value);
        const [pair = ""] = value.split(";");
        const [name = "", cookieValue = ""] = pair.split("=");
        jar.set(name, cookieValue);
      },
    });
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en").resolvedOptions(),
      timeZone: "Pacific/Auckland",
    });
    const { wrapper } = createTestShop();
    render(<CookieConsent />, { wrapper });
    await waitFor(() => expect(readCookie("timezone")).toBe("Pacific/Auckland"));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^timezone=Pacific%2FAuckland; Path=\/; Max-Age=2592000; Expires=/);
    // Already right: not written again.
    expect(writeTimezoneCookie()).toBe("Pacific/Auckland");
    expect(written).toHaveLength(1);
  });

  it("is written even where no worker may start (a policy that forbids it): read on the page instead", async () => {
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("Refused by the page's policy", "SecurityError");
        }
      },
    );
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en").resolvedOptions(),
      timeZone: "America/Sao_Paulo",
    });
    await expect(scheduleTimezoneCookie().done).resolves.toBe("America/Sao_Paulo");
    expect(readCookie("timezone")).toBe("America/Sao_Paulo");
  });

  it("is not written once the component that asked for it has gone (stopped before the zone was read)", async () => {
    const schedule = scheduleTimezoneCookie();
    schedule.stop();
    await expect(schedule.done).resolves.toBeNull();
    expect(readCookie("timezone")).toBeNull();
  });

  it("the server reads it for the dates it renders; a missing or unknown zone falls back to UTC", () => {
    expect(readTimezone("cookie-preference=1; timezone=America%2FNew_York")).toBe("America/New_York");
    expect(readTimezone("timezone=Mars%2FOlympus")).toBe("UTC");
    expect(readTimezone(null)).toBe("UTC");
    expect(readTimezone("", "Europe/Berlin")).toBe("Europe/Berlin");
  });
});
