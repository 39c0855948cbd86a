import type { Meta, StoryObj } from "@storybook/react-vite";
import { readCookie, writeCookie } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CookieConsent, type CookieConsentProps } from "./CookieConsent";
import { CookieSettingsLink } from "./CookieSettings";
import { createTestShop } from "./testing";

interface StoryArgs extends CookieConsentProps {
  /** Latency of the fake cookie-groups route, in ms. */
  latency: number;
  /** Whether the fake cookie-groups route fails. */
  fail: boolean;
}

// What the fake backend saw in the story being played.
let requests: string[] = [];

/** A short shop page with the bar, as the root layout renders it for a first visit. */
function ShopPage({ latency, fail, ...props }: StoryArgs) {
  const [shop] = useState(() => createTestShop({ delay: latency, status: fail ? 503 : 200 }));
  requests = shop.requests;
  const Wrapper = shop.wrapper;
  return (
    <Wrapper>
      <main style={{ padding: "1rem", fontFamily: "var(--vitrine-font-family)" }}>
        <h1>Summer linen</h1>
        <p>Light shirts and dresses for warm days.</p>
        <p>
          <a href="#newsletter">Subscribe to our newsletter</a>
        </p>
      </main>
      <footer style={{ padding: "1rem" }}>
        <CookieSettingsLink />
      </footer>
      <CookieConsent {...props} />
    </Wrapper>
  );
}

const meta = {
  title: "Cookie consent/CookieBar",
  component: ShopPage,
  args: { initialVisible: true, latency: 150, fail: false },
  argTypes: { latency: { control: { type: "range", min: 0, max: 3000, step: 50 } } },
  parameters: { layout: "fullscreen" },
  beforeEach: () => () => {
    document.body.style.removeProperty("padding-bottom");
    document.documentElement.style.removeProperty("scroll-padding-bottom");
  },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first visit: the bar, named "Cookie consent", with its three choices; once the pointer comes to it (its code
 * loads), the page is padded by its height.
 */
export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("region", { name: "Cookie consent" });
    for (const name of ["Only necessary", "Configure", "Accept all"]) {
      await expect(within(bar).getByRole("button", { name })).toBeVisible();
    }
    await userEvent.hover(bar);
    // The bar's code takes the bar over (the region found again: its code renders it).
    await waitFor(() => {
      const height = canvas.getByRole("region", { name: "Cookie consent" }).getBoundingClientRect().height;
      expect(document.body.style.paddingBottom).toBe(`${Math.ceil(height)}px`);
    });
    await expect(document.documentElement.style.scrollPaddingBottom).toBe(document.body.style.paddingBottom);
  },
};

/** "Only necessary" hides the bar, removes the page's bottom padding and sets cookie-preference=1. */
export const OnlyNecessary: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Only necessary" }));
    // The choice is carried out once the bar's code (loaded by the click) has come.
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull());
    await expect(document.body.style.paddingBottom).toBe("");
    await expect(readCookie("cookie-preference")).toBe("1");
    await expect(readCookie("google-analytics-enabled")).toBeNull();
    await expect(requests).toEqual([]);
  },
};

/**
 * "Configure" hides the bar and opens the settings panel on the left (keyboard only); Esc without a choice
 * closes it, the bar comes back and focus returns to "Configure".
 */
export const Configure: Story = {
  play: async ({ canvas, canvasElement }) => {
    const configure = canvas.getByRole("button", { name: "Configure" });
    configure.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await canvas.findByRole("dialog", { name: "Cookie settings" }, { timeout: 5000 });
    await expect(panel).toHaveAttribute("data-side", "left");
    await expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    await expect(canvasElement.querySelector(".vitrine-cookie-bar")).not.toBeVisible();
    await expect(document.body.style.paddingBottom).toBe("");
    await expect(await within(panel).findByRole("button", { name: "Save" })).toBeVisible();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement), {
      timeout: 3000,
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    // The bar's code rendered the bar: "Configure" is found again.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Configure" })).toHaveFocus(), {
      timeout: 3000,
    });
  },
};

/** "Accept all" loads the cookie groups, stores every cookie that has a value, sets the preference, closes. */
export const AcceptAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull());
    await expect(requests).toEqual(["GET /store-api/cookie-groups"]);
    for (const name of [
      "google-analytics-enabled",
      "google-ads-enabled",
      "youtube-video",
      "cookie-preference",
    ]) {
      await expect(readCookie(name)).toBe("1");
    }
    // The page's padding goes with the bar (in the effects that follow its last render).
    await waitFor(() => expect(document.body.style.paddingBottom).toBe(""));
  },
};

/** "Accept all" while the shop cannot be reached: the bar stays and says so. */
export const AcceptAllFails: Story = {
  args: { fail: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Accept all" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The cookie settings could not be loaded. Please try again.",
    );
    await expect(canvas.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(readCookie("cookie-preference")).toBeNull();
  },
};

/** A returning shopper (the server saw cookie-preference): no bar; the footer link reopens the settings. */
export const ReturningShopper: Story = {
  args: { initialVisible: false },
  beforeEach: () => {
    writeCookie("cookie-preference", "1", { days: 30 });
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cookie settings" }));
    await expect(
      await canvas.findByRole("dialog", { name: "Cookie settings" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
