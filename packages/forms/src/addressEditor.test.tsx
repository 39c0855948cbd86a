import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type StoreApiClient, VitrineProvider } from "@vitrine/core";
import { type ReactNode, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AddressEditor } from "./AddressEditor";
import { AddressEditorModal, type AddressEditorProps } from "./AddressEditorModal";
import { type AddressCall, type AddressShopFailures, fixtureAddressClient } from "./forms.fixtures";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };

function Shop({ children, client }: { children: ReactNode; client: StoreApiClient }) {
  return (
    <VitrineProvider client={client} config={config}>
      {children}
    </VitrineProvider>
  );
}

type EditorProps = Omit<AddressEditorProps, "open" | "onOpenChange">;

/** The editor, open at the start, with its open state; `lazy` uses the main entry's lazily loading one. */
function Page({
  lazy,
  onOpenChange,
  ...props
}: EditorProps & { lazy: boolean; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const Editor = lazy ? AddressEditor : AddressEditorModal;
  return (
    <Editor
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

/** The editor, open, in a fake shop; `calls` records what it sent. */
function openEditor(props: EditorProps = {}, fail: AddressShopFailures = {}, lazy = false) {
  const calls: AddressCall[] = [];
  const onOpenChange = vi.fn();
  render(
    <Shop client={fixtureAddressClient({ calls, fail })}>
      <Page {...props} lazy={lazy} onOpenChange={onOpenChange} />
    </Shop>,
  );
  const sent = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, sent, onOpenChange };
}

const shipping = {
  changeableAddresses: { changeShipping: true },
  current: { shippingAddressId: "addr-home" },
};

/** The list entry of an address, by a part of its text. */
const entry = async (text: string) =>
  (await screen.findByText(text, { exact: false })).closest("li") as HTMLElement;
const byLabel = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(byLabel(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

/** Fills the address form with a valid address in Germany. */
async function fillNewAddress(street = "Hafenstraße 5") {
  press("Add a new address");
  await screen.findByRole("heading", { name: "New address" });
  type("First name", "Grace");
  type("Last name", "Hopper");
  type("Street and number", street);
  type("Postcode", "20457");
  type("City", "Hamburg");
}

const submitForm = () => fireEvent.submit(screen.getByRole("form", { name: /address/ }));

beforeEach(() => {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
});

describe("address editor modal (SPEC 2, 3, 7: address book)", () => {
  it("lists the customer's addresses (POST /account/list-address) in a dialog", async () => {
    const { sent } = openEditor(shipping);
    const dialog = await screen.findByRole("dialog", { name: "Change shipping address" });
    const list = await within(dialog).findByRole("list", { name: "Your addresses" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(list.textContent).toContain("Ebbinghoff 10");
    expect(list.textContent).toContain("Keizersgracht 1");
    expect(sent("POST", "/account/list-address")).toHaveLength(1);
  });

  it("the main entry's AddressEditor loads the modal lazily, on its first opening", async () => {
    openEditor(shipping, {}, true);
    expect(await screen.findByRole("dialog", { name: "Change shipping address" })).toBeTruthy();
    expect(await screen.findByText("Keizersgracht 1", { exact: false })).toBeTruthy();
  });

  it("choosing an address for shipping sends PATCH /context with shippingAddressId", async () => {
    const onChange = vi.fn();
    const { sent, onOpenChange } = openEditor({ ...shipping, onChange });
    const office = await entry("Keizersgracht 1");
    const radio = within(office).getByRole("radio", { name: "Ship here" }) as HTMLInputElement;
    fireEvent.click(radio);
    expect(radio.checked).toBe(true);
    press("Use this address");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent("PATCH", "/context").map((call) => call.body)).toEqual([
      { shippingAddressId: "addr-office" },
    ]);
    expect(onChange).toHaveBeenCalledWith({ context: { shippingAddressId: "addr-office" } });
  });

  it("changeableAddresses: only the address that may be changed is offered and sent (shipping only, no billing)", async () => {
    const { sent } = openEditor(shipping);
    const office = await entry("Keizersgracht 1");
    expect(within(office).queryByRole("radio", { name: "Bill here" })).toBeNull();
    expect(screen.getByText("Current shipping address")).toBeTruthy();
    fireEvent.click(within(office).getByRole("radio", { name: "Ship here" }));
    press("Use this address");
    await waitFor(() => expect(sent("PATCH", "/context")).toHaveLength(1));
    expect(sent("PATCH", "/context")[0]?.body).not.toHaveProperty("billingAddressId");
  });

  it("changeableAddresses with changeShipping and changeBilling: both are chosen and sent in one PATCH /context", async () => {
    const { sent } = openEditor({
      changeableAddresses: { changeShipping: true, changeBilling: true },
      current: { shippingAddressId: "addr-home", billingAddressId: "addr-home" },
    });
    const office = await entry("Keizersgracht 1");
    fireEvent.click(within(office).getByRole("radio", { name: "Ship here" }));
    fireEvent.click(within(office).getByRole("radio", { name: "Bill here" }));
    press("Use this address");
    await waitFor(() => expect(sent("PATCH", "/context")).toHaveLength(1));
    expect(sent("PATCH", "/context")[0]?.body).toEqual({
      shippingAddressId: "addr-office",
      billingAddressId: "addr-office",
    });
  });

  it("nothing changeable: no choice is offered and PATCH /context is never sent", async () => {
    const { sent } = openEditor({});
    const home = await entry("Ebbinghoff 10");
    expect(within(home).queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("button", { name: "Use this address" })).toBeNull();
    expect(sent("PATCH", "/context")).toHaveLength(0);
  });

  it("an address created in the modal is validated like the register form", async () => {
    const { sent } = openEditor(shipping);
    await entry("Ebbinghoff 10");
    press("Add a new address");
    await screen.findByRole("heading", { name: "New address" });
    type("First name", "   ");
    submitForm();
    const firstName = byLabel("First name");
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    const feedback = document.getElementById(firstName.getAttribute("aria-describedby") ?? "");
    expect(feedback?.textContent).toBe("Please fill in this field.");
    expect(document.activeElement).toBe(firstName);
    expect(byLabel("Street and number").getAttribute("aria-invalid")).toBe("true");
    expect(byLabel("City").getAttribute("aria-invalid")).toBe("true");
    expect(sent("POST", "/account/address")).toHaveLength(0);
  });

  it("an invalid field in the modal is scrolled to inside the dialog; the page behind it does not move", async () => {
    openEditor(shipping);
    await entry("Ebbinghoff 10");
    press("Add a new address");
    await screen.findByRole("heading", { name: "New address" });
    submitForm();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(byLabel("First name"));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("an address created in the modal follows the country's rules: states loaded, the state required", async () => {
    const { sent } = openEditor(shipping);
    await entry("Ebbinghoff 10");
    await fillNewAddress();
    fireEvent.change(byLabel("Country"), { target: { value: "us" } });
    await screen.findByRole("option", { name: "California" });
    submitForm();
    expect(byLabel("State").getAttribute("aria-invalid")).toBe("true");
    expect(sent("POST", "/account/address")).toHaveLength(0);
  });

  it("an address created in the modal is sent (POST /account/address), listed, and chosen to be applied", async () => {
    const onChange = vi.fn();
    const { sent } = openEditor({ ...shipping, onChange });
    await entry("Ebbinghoff 10");
    await fillNewAddress();
    submitForm();
    const created = await entry("Hafenstraße 5");
    expect(sent("POST", "/account/address").map((call) => call.body)).toEqual([
      {
        firstName: "Grace",
        lastName: "Hopper",
        street: "Hafenstraße 5",
        zipcode: "20457",
        city: "Hamburg",
        countryId: "de",
      },
    ]);
    expect(screen.getByText("The address was saved.")).toBeTruthy();
    const radio = within(created).getByRole("radio", { name: "Ship here" }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    // The focus moves to the new address once it is listed (an effect after that render).
    await waitFor(() => expect(document.activeElement).toBe(radio));
    expect(onChange).toHaveBeenCalledWith({ saved: expect.objectContaining({ street: "Hafenstraße 5" }) });
    // Created, not yet used: the choice is sent only when the shopper applies it.
    expect(sent("PATCH", "/context")).toHaveLength(0);
    press("Use this address");
    await waitFor(() =>
      expect(sent("PATCH", "/context").map((call) => call.body)).toEqual([
        { shippingAddressId: "addr-new-1" },
      ]),
    );
  });

  it("editing an address sends PATCH /account/address/{addressId} with the changed values", async () => {
    const { sent } = openEditor(shipping);
    const office = await entry("Keizersgracht 1");
    fireEvent.click(within(office).getByRole("button", { name: /^Edit .*Keizersgracht 1/ }));
    await screen.findByRole("heading", { name: "Edit address" });
    expect(byLabel("Street and number").value).toBe("Keizersgracht 1");
    type("Street and number", "Prinsengracht 263");
    submitForm();
    await entry("Prinsengracht 263");
    expect(sent("PATCH", "/account/address/addr-office").map((call) => call.body)).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        street: "Prinsengracht 263",
        zipcode: "1015 CJ",
        city: "Amsterdam",
        countryId: "nl",
      },
    ]);
  });

  it("opened for an address with nothing changeable (the address book's Edit), it shows that address's form", async () => {
    openEditor({ id: "addr-office" });
    await screen.findByRole("heading", { name: "Edit address" });
    await waitFor(() => expect(byLabel("Street and number").value).toBe("Keizersgracht 1"));
    await waitFor(() => expect(document.activeElement).toBe(byLabel("First name")));
  });

  it("a failed save keeps the typed values and shows a clear message", async () => {
    openEditor(shipping, { save: true });
    await entry("Ebbinghoff 10");
    await fillNewAddress();
    submitForm();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The address could not be saved.");
    expect(alert.textContent).toContain("The postcode does not fit the city.");
    expect(byLabel("First name").value).toBe("Grace");
    expect(byLabel("Street and number").value).toBe("Hafenstraße 5");
    expect(byLabel("City").value).toBe("Hamburg");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Save address" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it("a failed choice keeps the selection and the modal open, and shows a clear message", async () => {
    const { onOpenChange } = openEditor(shipping, { context: true });
    const office = await entry("Keizersgracht 1");
    const radio = within(office).getByRole("radio", { name: "Ship here" }) as HTMLInputElement;
    fireEvent.click(radio);
    press("Use this address");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your choice could not be saved. Please try again.",
    );
    expect(radio.checked).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("a list that cannot be loaded says so and can be tried again", async () => {
    const { sent } = openEditor(shipping, { list: true });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your addresses could not be loaded.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(sent("POST", "/account/list-address")).toHaveLength(2));
  });
});
