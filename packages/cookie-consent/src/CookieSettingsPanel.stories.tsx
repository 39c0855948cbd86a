import type { Meta, StoryObj } from "@storybook/react-vite";
import { readCookie, useEvents, writeCookie } from "@vitrine/core";
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CookieSettings, type CookieSettingsProps } from "./CookieSettings";
import { configuredCookieGroups } from "./cookieConsent.fixtures";
import { cookieSettingsOpenAtom } from "./cookieConsent.state";
import { createTestShop } from "./testing";

interface StoryArgs extends CookieSettingsProps {
  /** Latency of the fake cookie-groups route, in ms. */
  latency: number;
  /** Whether the shop has the cookie-groups route (without it, the configured groups are used). */
  route: "serves groups" | "missing" | "failing";
  /** Called with consent:changed events. */
  onConsentChanged: (payload: { changes: Record<string, boolean> }) => void;
}

function OpenOnMount({ onConsentChanged }: Pick<StoryArgs, "onConsentChanged">) {
  const setOpen = useSetAtom(cookieSettingsOpenAtom);
  const events = useEvents();
  useEffect(() => events.on("consent:changed", onConsentChanged), [events, onConsentChanged]);
  useEffect(() => setOpen(true), [setOpen]);
  return null;
}

/** The settings panel, opened as the bar's "Configure" or the footer's "Cookie settings" opens it. */
function SettingsPanel({ latency, route, onConsentChanged, ...props }: StoryArgs) {
  const [shop] = useState(() =>
    createTestShop({
      delay: latency,
      status: route === "serves groups" ? 200 : route === "missing" ? 404 : 500,
    }),
  );
  const Wrapper = shop.wrapper;
  return (
    <Wrapper>
      <OpenOnMount onConsentChanged={onConsentChanged} />
      <CookieSettings {...props} />
    </Wrapper>
  );
}

const meta = {
  title: "Cookie consent/CookieSettingsPanel",
  component: SettingsPanel,
  args: {
    latency: 150,
    route: "missing",
    fallbackGroups: configuredCookieGroups,
    onConsentChanged: fn(),
  },
  argTypes: {
    latency: { control: { type: "range", min: 0, max: 3000, step: 50 } },
    route: { control: "inline-radio", options: ["serves groups", "missing", "failing"] },
    fallbackGroups: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const panel = await canvas.findByRole("dialog", { name: "Cookie settings" }, { timeout: 5000 });
  await within(panel).findByRole("checkbox", { name: "Comfort features" }, { timeout: 3000 });
  const box = (name: string) => within(panel).getByRole("checkbox", { name });
  return { panel, box };
}

/** A checkbox per group and cookie; required cookies are locked on (checked and disabled). */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const { panel, box } = await openPanel(canvasElement);
    await expect(panel).toHaveAttribute("data-side", "left");
    await expect(box("Technically required")).toBeChecked();
    await expect(box("Technically required")).toBeDisabled();
    await expect(box("Technically required")).toHaveAccessibleDescription(/Always active/);
    await expect(box("Session")).toBeDisabled();
    await expect(box("Wishlist")).not.toBeChecked();
    await expect(within(panel).getByRole("button", { name: "Save" })).toBeVisible();
  },
};

/** The groups from the shop's cookie-groups route (the Store API's example groups). */
export const GroupsFromTheShop: Story = {
  args: { route: "serves groups", fallbackGroups: undefined },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole("dialog", { name: "Cookie settings" }, { timeout: 5000 });
    const statistics = await within(panel).findByRole("checkbox", { name: "Statistics" });
    await expect(statistics).not.toBeChecked();
    await expect(within(panel).getByRole("checkbox", { name: "Google Analytics" })).toBeVisible();
  },
};

/** While the groups load, the panel says so. */
export const Loading: Story = {
  args: { latency: 60_000 },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole("dialog", { name: "Cookie settings" }, { timeout: 5000 });
    await expect(within(panel).getByRole("status")).toHaveTextContent("Loading cookie settings…");
  },
};

/** The route fails and no groups are configured: a message and a retry. */
export const LoadingFails: Story = {
  args: { route: "failing", fallbackGroups: undefined, latency: 0 },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole("dialog", { name: "Cookie settings" }, { timeout: 5000 });
    const alert = await within(panel).findByRole("alert");
    await expect(alert).toHaveTextContent("The cookie settings could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The parent checkbox toggles its whole group. */
export const ToggleGroup: Story = {
  play: async ({ canvasElement }) => {
    const { box } = await openPanel(canvasElement);
    await expect(box("Comfort features")).not.toBeChecked();
    await expect(box("Wishlist")).not.toBeChecked();
    await userEvent.click(box("Comfort features"));
    await expect(box("Wishlist")).toBeChecked();
    await expect(box("YouTube video")).toBeChecked();
    await userEvent.click(box("Comfort features"));
    await expect(box("Wishlist")).not.toBeChecked();
    await expect(box("YouTube video")).not.toBeChecked();
  },
};

/** The children drive the parent as checked or indeterminate (keyboard only). */
export const ChildDrivesParent: Story = {
  play: async ({ canvasElement }) => {
    const { box } = await openPanel(canvasElement);
    box("Wishlist").focus();
    await userEvent.keyboard(" ");
    await expect(box("Comfort features")).toHaveProperty("indeterminate", true);
    await expect(box("Comfort features")).toHaveAttribute("data-state", "indeterminate");
    await userEvent.tab();
    await expect(box("YouTube video")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box("Comfort features")).toBeChecked();
    await expect(box("Comfort features")).toHaveProperty("indeterminate", false);
  },
};

/**
 * Save stores the active cookies, deletes the inactive ones, sets the preference, notifies listeners of the
 * changed cookies (newly enabled true, newly disabled false) and closes.
 */
export const Save: Story = {
  beforeEach: () => {
    writeCookie("google-analytics-enabled", "1", { days: 30 });
  },
  play: async ({ args, canvasElement }) => {
    const { panel, box } = await openPanel(canvasElement);
    await expect(box("Statistics")).toBeChecked();
    await userEvent.click(box("Statistics"));
    await userEvent.click(box("Wishlist"));
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await expect(readCookie("wishlist-enabled")).toBe("1");
    await expect(readCookie("google-analytics-enabled")).toBeNull();
    await expect(readCookie("cookie-preference")).toBe("1");
    await expect(args.onConsentChanged).toHaveBeenCalledWith({
      changes: { "wishlist-enabled": true, "google-analytics-enabled": false, _ga: false },
    });
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).toBeNull(), { timeout: 3000 });
  },
};

/** Accept all inside the panel stores every cookie that has a value and closes. */
export const AcceptAllInThePanel: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole("button", { name: "Accept all" }));
    for (const name of [
      "wishlist-enabled",
      "youtube-video",
      "google-analytics-enabled",
      "google-ads-enabled",
    ]) {
      await expect(readCookie(name)).toBe("1");
    }
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).toBeNull(), { timeout: 3000 });
  },
};
