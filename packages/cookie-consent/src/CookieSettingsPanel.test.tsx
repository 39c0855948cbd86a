import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { readCookie, writeCookie } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieConsent } from "./CookieConsent";
import { rememberCookieGroups } from "./consent";
import { configuredCookieGroups } from "./cookieConsent.fixtures";
import { cookieGroupsAtom } from "./cookieConsent.state";
import { clearAllCookies, createTestShop } from "./testing";

beforeEach(() => clearAllCookies());

afterEach(() => {
  cleanup();
  rememberCookieGroups([]);
  clearAllCookies();
});

async function openPanel(options: { status?: number; fallback?: boolean } = {}) {
  const shop = createTestShop({ status: options.status ?? 404, body: { errors: [{ status: "404" }] } });
  const changed = vi.fn();
  shop.events.on("consent:changed", changed);
  render(
    <CookieConsent
      initialVisible
      fallbackGroups={options.fallback === false ? undefined : configuredCookieGroups}
    />,
    { wrapper: shop.wrapper },
  );
  fireEvent.click(screen.getByRole("button", { name: "Configure" }));
  const panel = await screen.findByRole("dialog", { name: "Cookie settings" });
  await within(panel).findByRole("checkbox", { name: "Comfort features" });
  const box = (name: string) => within(panel).getByRole("checkbox", { name }) as HTMLInputElement;
  return { ...shop, panel, box, changed };
}

describe("cookie settings panel", () => {
  it("a group list that arrives after the shopper clicked (a second answer) keeps the shopper's choices", async () => {
    const { box, store } = await openPanel();
    fireEvent.click(box("Comfort features"));
    expect(box("Wishlist").checked).toBe(true);
    fireEvent.click(box("YouTube video"));
    expect(box("YouTube video").checked).toBe(false);
    // The same groups again, as a new list: the selection is rebuilt from the browser's cookies plus the clicks.
    act(() => store.set(cookieGroupsAtom, [...(store.get(cookieGroupsAtom) ?? [])]));
    await waitFor(() => expect(box("Wishlist").checked).toBe(true));
    expect(box("YouTube video").checked).toBe(false);
  });

  it("shows a checkbox per group and cookie (from the configured groups when the shop has no cookie-groups route); hidden cookies are left out", async () => {
    const { panel, requests } = await openPanel();
    expect(requests).toEqual(["GET /store-api/cookie-groups"]);
    const names = within(panel)
      .getAllByRole("checkbox")
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "");
    expect(names).toEqual([
      "Technically required",
      "Session",
      "Comfort features",
      "Wishlist",
      "YouTube video",
      "Statistics",
      "Google Analytics",
      "Google Analytics identifier",
      "Marketing",
    ]);
    expect(within(panel).getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("required cookies are locked on: checked and disabled", async () => {
    const { box } = await openPanel();
    expect(box("Technically required")).toMatchObject({ checked: true, disabled: true });
    expect(box("Session")).toMatchObject({ checked: true, disabled: true });
  });

  it("the parent checkbox toggles its whole group", async () => {
    const { box } = await openPanel();
    fireEvent.click(box("Comfort features"));
    expect(box("Wishlist").checked).toBe(true);
    expect(box("YouTube video").checked).toBe(true);
    fireEvent.click(box("Comfort features"));
    expect(box("Wishlist").checked).toBe(false);
    expect(box("YouTube video").checked).toBe(false);
  });

  it("the children drive the parent as checked or indeterminate", async () => {
    const { box } = await openPanel();
    fireEvent.click(box("Wishlist"));
    expect(box("Comfort features")).toMatchObject({ checked: false, indeterminate: true });
    expect(box("Comfort features").getAttribute("data-state")).toBe("indeterminate");
    fireEvent.click(box("YouTube video"));
    expect(box("Comfort features")).toMatchObject({ checked: true, indeterminate: false });
    fireEvent.click(box("Wishlist"));
    expect(box("Comfort features")).toMatchObject({ checked: false, indeterminate: true });
  });

  it("Save stores the active cookies, deletes the inactive ones, sets the preference, notifies listeners of changed cookies (newly enabled true, newly disabled false) and closes", async () => {
    writeCookie("google-analytics-enabled", "1", { days: 30 });
    const { box, panel, changed } = await openPanel();
    expect(box("Statistics").checked).toBe(true);
    fireEvent.click(box("Statistics"));
    fireEvent.click(box("Wishlist"));
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    expect(readCookie("wishlist-enabled")).toBe("1");
    expect(readCookie("google-analytics-enabled")).toBeNull();
    expect(readCookie("cookie-preference")).toBe("1");
    expect(changed).toHaveBeenCalledWith({
      changes: { "wishlist-enabled": true, "google-analytics-enabled": false, _ga: false },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });

  it("Accept all inside the panel stores every cookie that has a value and closes", async () => {
    const { panel } = await openPanel();
    fireEvent.click(within(panel).getByRole("button", { name: "Accept all" }));
    for (const name of [
      "wishlist-enabled",
      "youtube-video",
      "google-analytics-enabled",
      "google-ads-enabled",
    ]) {
      expect(readCookie(name)).toBe("1");
    }
    expect(readCookie("cookie-preference")).toBe("1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so with a retry when the groups cannot be loaded and no fallback is configured", async () => {
    const shop = createTestShop({ status: 500, body: {} });
    render(<CookieConsent initialVisible />, { wrapper: shop.wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Configure" }));
    const panel = await screen.findByRole("dialog", { name: "Cookie settings" });
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toContain("The cookie settings could not be loaded.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
