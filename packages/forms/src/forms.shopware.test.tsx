// The address fields on countries recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { describe, expect, it, vi } from "vitest";
import { demoShopWrapper } from "../../../config/demo-api.testing";
import countries from "../../../fixtures/shopware/countries.json";
import orders from "../../../fixtures/shopware/orders.json";
import {
  entitySearchResult,
  RECORDED_STORE_API,
  recordedShopware,
} from "../../../fixtures/shopware/recorded";
import { AddressEditorModal } from "./AddressEditorModal";
import { AddressFields } from "./AddressFields";
import { defaultAddressEditorApi } from "./addressEditor.api";
import { Form } from "./Form";
import type { CountryOption } from "./useCountryState";
import { useForm } from "./useForm";

function Address({ options, countryId }: { options: CountryOption[]; countryId: string }) {
  const form = useForm({ id: "address" });
  return (
    <Form form={form} aria-label="Address">
      <AddressFields countries={options} idPrefix="a" defaultValues={{ countryId }} />
    </Form>
  );
}

describe("the forms on a real Shopware's answers", () => {
  it("the address fields offer the countries recorded from a real Shopware, with their rules", async () => {
    const shop = recordedShopware({ "POST /country": countries });
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
    const options = await defaultAddressEditorApi.countries(client, new AbortController().signal);
    const sweden = options.find((country) => country.translated?.name === "Sweden");
    render(<Address options={options} countryId={sweden?.id ?? ""} />, {
      wrapper: demoShopWrapper(VitrineProvider, client),
    });
    const country = screen.getByRole("combobox", { name: "Country" }) as HTMLSelectElement;
    expect(
      within(country)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Sweden", "Ireland", "Australia"]);
    expect(country.value).toBe(sweden?.id);
    // Sweden has no states (Shopware sent an empty list): no state select, nothing loaded; no postcode required.
    await waitFor(() => expect(screen.queryByRole("combobox", { name: /State/ })).toBeNull());
    expect(shop.calls.map((call) => call.path)).toEqual(["/country"]);
    expect(screen.getByRole("textbox", { name: "Postcode" }).hasAttribute("required")).toBe(false);
    expect(screen.getByRole("textbox", { name: /City/ }).hasAttribute("required")).toBe(true);
  });

  it("the address book lists addresses recorded from a real Shopware (an order's address) and offers them for shipping", async () => {
    const [order] = orders.orders.elements;
    const shop = recordedShopware({
      "POST /account/list-address": entitySearchResult(order?.addresses ?? []),
      "POST /country": countries,
    });
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <AddressEditorModal
        open
        onOpenChange={() => {}}
        changeableAddresses={{ changeShipping: true }}
        current={{ shippingAddressId: order?.billingAddressId ?? "" }}
      />,
      { wrapper: demoShopWrapper(VitrineProvider, client) },
    );
    const dialog = await screen.findByRole("dialog", { name: "Change shipping address" });
    const list = await within(dialog).findByRole("list", { name: "Your addresses" });
    const [entry] = within(list).getAllByRole("listitem");
    expect(entry?.textContent).toContain("111 111");
    expect(entry?.textContent).toContain("sdsd");
    expect(entry?.textContent).toContain("12-323 dsds");
    expect(
      (within(entry as HTMLElement).getByRole("radio", { name: "Ship here" }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
