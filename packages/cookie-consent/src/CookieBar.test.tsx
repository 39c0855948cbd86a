import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { readCookie, whenIdle, writeCookie } from "@vitrine/core";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieConsent } from "./CookieConsent";
import { CookieSettingsLink } from "./CookieSettings";
import { rememberCookieGroups } from "./consent";
import { clearAllCookies, createTestShop } from "./testing";

let barHeight = 84;

beforeEach(() => {
  clearAllCookies();
  barHeight = 84;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const height = this.classList.contains("vitrine-cookie-bar") ? barHeight : 0;
    return { height, width: 1000, top: 0, left: 0, right: 1000, bottom: height, x: 0, y: 0 } as DOMRect;
  });
  // happy-dom lays nothing out, so its ResizeObserver never reports. This stand-in reports when an element is
  // observed, as a browser does after its layout (the stories check the real one in Chromium).
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([], this as never);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  rememberCookieGroups([]);
  clearAllCookies();
  document.body.removeAttribute("style");
  document.documentElement.removeAttribute("style");
});

const bar = () => screen.queryByRole("region", { name: "Cookie consent" });

/** Renders `consent` with a page footer holding the "Cookie settings" link. */
function withFooterLink(consent: ReactNode) {
  const { wrapper } = createTestShop();
  render(
    <>
      {consent}
      <footer>
        <CookieSettingsLink />
      </footer>
    </>,
    { wrapper },
  );
}

/** The shopper's pointer comes to the bar: its code loads and takes the bar over (it is fixed and pads the page). */
async function comeToBar() {
  fireEvent.pointerEnter(bar() as HTMLElement);
  await waitFor(() => expect(bar()?.getAttribute("data-placement")).toBe("fixed"));
}

describe("cookie bar", () => {
  it("is shown when the cookie-preference cookie is absent: a region named Cookie consent with Only necessary, Configure, Accept all", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent />, { wrapper });
    const region = await screen.findByRole("region", { name: "Cookie consent" });
    for (const name of ["Only necessary", "Configure", "Accept all"]) {
      expect(within(region).getByRole("button", { name })).toBeTruthy();
    }
  });

  it("stays away when the shopper has chosen (cookie-preference set), even if the server rendered it", async () => {
    writeCookie("cookie-preference", "1", { days: 30 });
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    await waitFor(() => expect(bar()).toBeNull());
  });

  it("the page renders and hydrates the bar's markup only: before its code comes, the hydrated bar is fixed and pads the page by its height (nothing hides under it)", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    // Hydrated and idle: the bar's own code has not been asked for, and the bar pads the page already.
    await act(() => new Promise<void>((resolve) => whenIdle(resolve)));
    await waitFor(() => expect(document.body.style.paddingBottom).toBe("84px"));
    expect(bar()?.getAttribute("data-placement")).toBe("fixed");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("84px");
    await comeToBar();
    await waitFor(() => expect(document.body.style.paddingBottom).toBe("84px"));
  });

  it("While shown (once its code has come), the page gets bottom padding equal to the bar's height, and the same scroll-padding-bottom so focused elements are never covered", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    expect(bar()).toBeTruthy();
    await comeToBar();
    await waitFor(() => expect(document.body.style.paddingBottom).toBe("84px"));
    expect(document.documentElement.style.scrollPaddingBottom).toBe("84px");
    // In the browser the bar is fixed over the padded page's end.
    expect(bar()?.getAttribute("data-placement")).toBe("fixed");
  });

  it("the padding is remeasured on resize, debounced 200 ms", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    await comeToBar();
    await waitFor(() => expect(document.body.style.paddingBottom).toBe("84px"));
    vi.useFakeTimers();
    barHeight = 132;
    act(() => {
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(150);
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(199);
    });
    expect(document.body.style.paddingBottom).toBe("84px");
    act(() => vi.advanceTimersByTime(1));
    expect(document.body.style.paddingBottom).toBe("132px");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("132px");
  });

  it('"Only necessary" hides it, removes the body bottom padding and sets the preference cookie (cookie-preference, value 1)', async () => {
    const { wrapper, requests } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    await comeToBar();
    await waitFor(() => expect(document.body.style.paddingBottom).toBe("84px"));
    fireEvent.click(screen.getByRole("button", { name: "Only necessary" }));
    // The hydrated bar pads the page before its code has come; a choice clicked meanwhile is carried out once it has.
    await waitFor(() => expect(bar()).toBeNull());
    expect(document.body.style.paddingBottom).toBe("");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    expect(readCookie("cookie-preference")).toBe("1");
    expect(readCookie("google-analytics-enabled")).toBeNull();
    expect(requests).toEqual([]);
  });

  it('"Accept all" first loads the groups, stores every cookie that has a value, sets the preference and closes', async () => {
    const { wrapper, requests, events } = createTestShop();
    const changed = vi.fn();
    events.on("consent:changed", changed);
    render(<CookieConsent initialVisible />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(requests).toEqual(["GET /store-api/cookie-groups"]);
    expect(readCookie("google-analytics-enabled")).toBe("1");
    expect(readCookie("google-ads-enabled")).toBe("1");
    expect(readCookie("youtube-video")).toBe("1");
    expect(readCookie("cookie-preference")).toBe("1");
    // The technically required timezone cookie is CookieConsent's own (written after mount), not a group's value.
    await waitFor(() =>
      expect(readCookie("timezone")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    expect(changed).toHaveBeenCalledWith({
      changes: { "google-analytics-enabled": true, "google-ads-enabled": true, "youtube-video": true },
    });
    expect(document.body.style.paddingBottom).toBe("");
  });

  it('"Accept all" keeps the bar and says so when the groups cannot be loaded (no fallback)', async () => {
    const { wrapper } = createTestShop({ status: 503, body: {} });
    render(<CookieConsent initialVisible />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "The cookie settings could not be loaded. Please try again.",
    );
    expect(bar()).toBeTruthy();
    expect(readCookie("cookie-preference")).toBeNull();
  });

  it('"Configure" opens the settings panel (loaded lazily) and hides the bar; closing without a choice brings the bar back', async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    await comeToBar();
    fireEvent.click(screen.getByRole("button", { name: "Configure" }));
    await waitFor(() => expect(bar()).toBeNull());
    const panel = await screen.findByRole("dialog", { name: "Cookie settings" });
    expect(panel.getAttribute("data-side")).toBe("left");
    fireEvent.click(within(panel).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(bar()).toBeTruthy());
  });

  it("closing the panel without a choice gives focus back to \"Configure\" once the panel's dialog is gone (the dialog's returnFocusTo, no polling)", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Configure" }));
    const panel = await screen.findByRole("dialog", { name: "Cookie settings" });
    fireEvent.click(within(panel).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(bar()).toBeTruthy());
    const configure = within(bar() as HTMLElement).getByRole("button", { name: "Configure" });
    // While the panel animates out (still mounted, the page inert), focus stays where it is…
    if (document.querySelector("dialog")) expect(document.activeElement).not.toBe(configure);
    // …and lands on "Configure" when the dialog is gone.
    await waitFor(() => expect(document.querySelector("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(configure));
  });

  it("a choice clicked before the bar's code has come is carried out once it has (Only necessary)", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible action="/cookie-consent" redirectTo="/" />, { wrapper });
    // The button is the no-JavaScript form's submit button: with JavaScript its click posts nothing.
    const onlyNecessary = screen.getByRole("button", { name: "Only necessary" });
    expect(onlyNecessary.getAttribute("type")).toBe("submit");
    const posted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener("submit", posted);
    fireEvent.click(onlyNecessary);
    await waitFor(() => expect(bar()).toBeNull());
    expect(readCookie("cookie-preference")).toBe("1");
    expect(posted).not.toHaveBeenCalled();
    document.removeEventListener("submit", posted);
  });

  it('"Configure" clicked before the bar\'s code has come opens the panel once it has', async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Configure" }));
    expect(await screen.findByRole("dialog", { name: "Cookie settings" })).toBeTruthy();
  });

  it("a button of the bar that has focus keeps it when the bar's code takes the bar over", async () => {
    const { wrapper } = createTestShop();
    render(<CookieConsent initialVisible />, { wrapper });
    act(() => screen.getByRole("button", { name: "Accept all" }).focus());
    await waitFor(() => expect(bar()?.getAttribute("data-placement")).toBe("fixed"));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Accept all" }));
  });

  it("opening the settings from the footer's link hides the bar (its code loads for that)", async () => {
    withFooterLink(<CookieConsent initialVisible />);
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(await screen.findByRole("dialog", { name: "Cookie settings" })).toBeTruthy();
    await waitFor(() => expect(bar()).toBeNull());
    expect(document.querySelector(".vitrine-cookie-bar")?.hasAttribute("hidden")).toBe(true);
  });

  it("the Cookie settings link in the footer reopens the panel at any time", async () => {
    writeCookie("cookie-preference", "1", { days: 30 });
    withFooterLink(<CookieConsent />);
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(await screen.findByRole("dialog", { name: "Cookie settings" })).toBeTruthy();
    expect(bar()).toBeNull();
  });
});
