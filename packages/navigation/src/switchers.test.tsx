import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type StoreApiClient, useMoney, VitrineProvider } from "@vitrine/core";
import { type ReactNode, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { createSwitcherClient, fixtureCurrencies } from "./switchers.fixtures";

const languages = [
  { locale: "en-GB", languageId: "en-id", href: "/Clothing/", label: "English" },
  { locale: "de-DE", languageId: "de-id", href: "/de/Bekleidung/", label: "Deutsch" },
];

function Shop({
  client,
  currency = "EUR",
  children,
}: {
  client: StoreApiClient;
  currency?: string;
  children: ReactNode;
}) {
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency }}>
      {children}
    </VitrineProvider>
  );
}

/** A shop page whose data reloads after a currency switch: the provider's currency is the session's. */
function ShopPage({ client, session }: ReturnType<typeof createSwitcherClient>) {
  const [currency, setCurrency] = useState(session.currency);
  return (
    <Shop client={client} currency={currency}>
      <CurrencySwitcher
        initialCurrencies={fixtureCurrencies.map((entry) => ({ ...entry }))}
        onChange={async () => {
          const context = await client.get("/context");
          setCurrency((context as { currency: { isoCode: string } }).currency.isoCode);
        }}
      />
      <Price value={1234.5} />
    </Shop>
  );
}

function Price({ value }: { value: number }) {
  const money = useMoney();
  return <p data-testid="price">{money(value)}</p>;
}

afterEach(cleanup);

describe("language switcher", () => {
  it("is a disclosure button named Language with the page language; its list links the same page in every language", async () => {
    const { client } = createSwitcherClient();
    render(
      <Shop client={client}>
        <LanguageSwitcher languages={languages} current="en-GB" />
      </Shop>,
    );
    const button = await screen.findByRole("button", { name: "Language: English" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Deutsch" })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const german = screen.getByRole("link", { name: "Deutsch" });
    expect(german.getAttribute("href")).toBe("/de/Bekleidung/");
    expect(german.getAttribute("hreflang")).toBe("de-DE");
    expect(german.getAttribute("lang")).toBe("de-DE");
    expect(german.hasAttribute("aria-current")).toBe(false);
    expect(screen.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("true");
  });

  it("is keyboard-operable: Enter opens, Tab reaches the links, Escape closes and focus returns to the button", async () => {
    const { client } = createSwitcherClient();
    render(
      <Shop client={client}>
        <LanguageSwitcher languages={languages} current="de-id" />
      </Shop>,
    );
    const button = await screen.findByRole("button", { name: "Language: Deutsch" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "English" }));
    await userEvent.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole("link", { name: "English" })).toBeNull();
  });

  it("closes when the shopper clicks elsewhere", async () => {
    const { client } = createSwitcherClient();
    render(
      <Shop client={client}>
        <LanguageSwitcher languages={languages} current="en-GB" />
        <p>Elsewhere</p>
      </Shop>,
    );
    const button = await screen.findByRole("button", { name: /Language/ });
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(screen.getByText("Elsewhere"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("works before hydration: the server HTML is a native disclosure with the hreflang links", () => {
    const { client } = createSwitcherClient();
    const html = renderToString(
      <Shop client={client}>
        <LanguageSwitcher languages={languages} current="en-GB" />
      </Shop>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const details = container.querySelector("details.vitrine-language-switcher");
    expect(details?.querySelector("summary")?.textContent).toBe("Language: English");
    const link = details?.querySelector('a[hreflang="de-DE"]');
    expect(link?.getAttribute("href")).toBe("/de/Bekleidung/");
  });

  it("shows nothing for a shop with one language", () => {
    const { client } = createSwitcherClient();
    const { container } = render(
      <Shop client={client}>
        <LanguageSwitcher languages={languages.slice(0, 1)} current="en-GB" />
      </Shop>,
    );
    expect(container.innerHTML).toBe("");
  });
});

describe("currency switcher", () => {
  it("is a combobox named Currency with the shop's currencies, the current one chosen", async () => {
    const fake = createSwitcherClient();
    render(<ShopPage {...fake} />);
    const select = screen.getByRole("combobox", { name: "Currency" });
    expect((select as HTMLSelectElement).value).toBe(fixtureCurrencies[0].id);
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["€ EUR", "CHF"]);
  });

  it("switching to CHF stores it in the session's context (PATCH /context) and every price re-renders in CHF", async () => {
    const fake = createSwitcherClient();
    render(<ShopPage {...fake} />);
    expect(screen.getByTestId("price").textContent).toContain("€1,234.50");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "CHF");
    await waitFor(() => expect(screen.getByTestId("price").textContent).toContain("CHF\u00a01,234.50"));
    expect(fake.requests).toContainEqual({
      method: "PATCH",
      path: "/context",
      body: { currencyId: fixtureCurrencies[1].id },
    });
    expect(fake.session.currency).toBe("CHF");
    expect((screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement).value).toBe(
      fixtureCurrencies[1].id,
    );
  });

  it("a refused switch keeps the current currency and says so in an alert", async () => {
    const fake = createSwitcherClient();
    const { client } = fake;
    render(
      <Shop client={client}>
        <CurrencySwitcher
          initialCurrencies={[
            ...fixtureCurrencies,
            { id: "0".repeat(32), isoCode: "USD", symbol: "$", name: "Dollar" },
          ]}
        />
        <Price value={10} />
      </Shop>,
    );
    const select = screen.getByRole("combobox", { name: "Currency" });
    await userEvent.selectOptions(select, "$ USD");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("The currency could not be changed."),
    );
    expect((select as HTMLSelectElement).value).toBe(fixtureCurrencies[0].id);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("price").textContent).toContain("€10.00");
    expect(fake.session.currency).toBe("EUR");
  });

  it("reads the currencies from POST /currency when the server gave none", async () => {
    const fake = createSwitcherClient();
    render(
      <Shop client={fake.client} currency="CHF">
        <CurrencySwitcher />
      </Shop>,
    );
    const select = await screen.findByRole("combobox", { name: "Currency" });
    expect(fake.requests.some((request) => request.method === "POST" && request.path === "/currency")).toBe(
      true,
    );
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe(fixtureCurrencies[1].id));
  });

  it("works without JavaScript: a form posting currencyId and the page to return to, with a submit button", () => {
    const { client } = createSwitcherClient();
    const html = renderToString(
      <Shop client={client}>
        <CurrencySwitcher
          initialCurrencies={fixtureCurrencies.map((entry) => ({ ...entry }))}
          action="/checkout/configure"
          redirectTo="/Clothing/"
        />
      </Shop>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/checkout/configure");
    expect(form?.querySelector<HTMLSelectElement>('select[name="currencyId"]')?.value).toBe(
      fixtureCurrencies[0].id,
    );
    expect(form?.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value).toBe("/Clothing/");
    expect(form?.querySelector("noscript")?.innerHTML).toContain("Change currency");
  });

  it("takes over a choice made before hydration", async () => {
    const fake = createSwitcherClient();
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<ShopPage {...fake} />);
    // The shopper picks CHF in the server HTML before the script runs.
    const select = container.querySelector("select") as HTMLSelectElement;
    select.value = fixtureCurrencies[1].id;
    const { hydrateRoot } = await import("react-dom/client");
    await act(async () => {
      hydrateRoot(container, <ShopPage {...fake} />);
    });
    await waitFor(() => expect(fake.session.currency).toBe("CHF"));
    await waitFor(() =>
      expect(within(container).getByTestId("price").textContent).toContain("CHF\u00a01,234.50"),
    );
    container.remove();
  });
});
