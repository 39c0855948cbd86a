import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { CardPayment } from "./CardPayment";
import type { CardPaymentApi } from "./cardPayment.api";
import { fakeProvider, fixtureCardPaymentClient, fixtureSettings } from "./cardPayment.fixtures";

interface StoryArgs {
  /** How the fake shop and provider behave. */
  scenario: "loading" | "ready" | "invalid" | "providerError" | "savedCards" | "guest";
}

const waiting: CardPaymentApi = {
  settings: () => new Promise(() => {}),
  tokens: () => new Promise(() => {}),
};

function Shop({ scenario }: StoryArgs) {
  const [client] = useState(() => {
    // The provider's component on window, as its script would leave it.
    const { Provider } = fakeProvider({
      errors: scenario === "invalid" ? [{ message: "The card number is not valid." }] : [],
      failInit: scenario === "providerError",
    });
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    return fixtureCardPaymentClient({
      settings: { ...fixtureSettings, showTokenization: scenario === "savedCards" },
    });
  });
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem", maxWidth: "32rem" }}>
        <form
          onSubmit={(event) => event.preventDefault()}
          style={{ display: "grid", gap: "var(--vitrine-space-4)" }}
        >
          <CardPayment
            paymentMethodId="card"
            loggedIn={scenario !== "guest"}
            {...(scenario === "loading" ? { api: waiting } : {})}
          />
          <button type="submit" className="vitrine-button">
            Place order
          </button>
        </form>
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Card payment/CardPayment",
  component: Shop,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { CardPayment },
  args: { scenario: "ready" },
  argTypes: {
    scenario: {
      control: "select",
      options: ["loading", "ready", "invalid", "providerError", "savedCards", "guest"],
    },
  },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvas: ReturnType<typeof within>) => canvas.getByRole("region", { name: "Card details" });

/** Loading: the settings are on their way; the block says so and is busy. */
export const Loading: Story = {
  args: { scenario: "loading" },
  play: async ({ canvas }) => {
    await expect(block(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the card form…");
  },
};

/** Ready: the provider's fields are shown; a customer with no saved card gets the save checkbox. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(block(canvas)).toHaveAttribute("data-state", "ready"));
    await expect(canvas.getByLabelText("Card number")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Save this card for later purchases" })).toBeVisible();
  },
};

/** Invalid: the component reports errors; the submit is blocked and the errors announced. */
export const Invalid: Story = {
  args: { scenario: "invalid" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(block(canvas)).toHaveAttribute("data-state", "ready"));
    await userEvent.click(canvas.getByRole("button", { name: "Place order" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("The card number is not valid.");
    await expect(block(canvas)).toHaveAttribute("data-state", "invalid");
  },
};

/** Provider error: the component failed to start; the block says so in an alert. */
export const ProviderError: Story = {
  args: { scenario: "providerError" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("could not be loaded"));
  },
};

/** Saved cards: the first usable one preselected, the expired one marked and not selectable, no save checkbox. */
export const SavedCards: Story = {
  args: { scenario: "savedCards" },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole("combobox", { name: "Saved cards" });
    await expect(select).toHaveValue("tok_visa");
    await expect(canvas.getByRole("option", { name: /expired/ })).toBeDisabled();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await userEvent.selectOptions(select, "Use new payment details");
    await expect(canvas.getByRole("checkbox", { name: "Save this card for later purchases" })).toBeVisible();
  },
};

/** Guest: no saved cards and no save checkbox. */
export const Guest: Story = {
  args: { scenario: "guest" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(block(canvas)).toHaveAttribute("data-state", "ready"));
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};
