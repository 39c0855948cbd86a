import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMoney, VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { createSwitcherClient, fixtureCurrencies } from "./switchers.fixtures";

const languages = [
  { locale: "en-GB", href: "?path=/story/navigation-switchers--header", label: "English" },
  { locale: "de-DE", href: "?path=/story/navigation-switchers--header&lang=de", label: "Deutsch" },
];

/** A header's top bar with both switchers and a price: a currency switch re-prices it (the session's currency). */
function TopBar({ current = "en-GB" }: { current?: string }) {
  const [fake] = useState(() => createSwitcherClient({ delay: 60 }));
  const [currency, setCurrency] = useState(fake.session.currency);
  return (
    <VitrineProvider client={fake.client} config={{ salesChannelId: "demo", locale: current, currency }}>
      <header
        style={{
          display: "flex",
          justifyContent: "flex-end",
          gap: "0.5rem",
          padding: "1rem",
          minHeight: "12rem",
        }}
      >
        <LanguageSwitcher languages={languages} current={current} />
        <CurrencySwitcher
          initialCurrencies={fixtureCurrencies.map((entry) => ({ ...entry }))}
          onChange={() => setCurrency(fake.session.currency)}
        />
      </header>
      <Price />
    </VitrineProvider>
  );
}

function Price() {
  const money = useMoney();
  return <p style={{ padding: "0 1rem" }}>Cart total: {money(1234.5)}</p>;
}

const meta = {
  title: "Navigation/Switchers",
  component: TopBar,
  subcomponents: { LanguageSwitcher, CurrencySwitcher },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The language list opens with the keyboard and links the same page in German (`hreflang`); Escape closes it. */
export const Header: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Language: English" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const german = canvas.getByRole("link", { name: "Deutsch" });
    await expect(german).toHaveAttribute("hreflang", "de-DE");
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveFocus();
  },
};

/** Choosing Swiss francs stores them in the session and every price re-renders in CHF. */
export const SwitchToSwissFrancs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cart total: €1,234.50")).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Currency" }), "CHF");
    await waitFor(() => expect(canvas.getByText(/^Cart total: CHF\s1,234\.50$/)).toBeVisible());
  },
};

/** The page in German: the button names the page language. */
export const German: Story = {
  args: { current: "de-DE" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Language: Deutsch" })).toBeVisible();
  },
};
