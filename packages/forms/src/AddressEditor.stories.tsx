import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useRef, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AddressEditorModal } from "./AddressEditorModal";
import { type AddressShopFailures, fixtureAddressClient } from "./forms.fixtures";

interface StoryArgs {
  /** The shopper may choose the shipping address. */
  changeShipping: boolean;
  /** The shopper may choose the billing address. */
  changeBilling: boolean;
  /** The list cannot be loaded. */
  failList: boolean;
  /** Saving an address is refused. */
  failSave: boolean;
}

/** A confirm page's address section with a "Change" button that opens the editor. */
function ConfirmAddresses({ changeShipping, changeBilling, failList, failSave }: StoryArgs) {
  const [client] = useState(() =>
    fixtureAddressClient({ fail: { list: failList, save: failSave } satisfies AddressShopFailures }),
  );
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState({ shippingAddressId: "addr-home", billingAddressId: "addr-home" });
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem" }}>
        <p>
          Shipping address: <output aria-label="Shipping address">{current.shippingAddressId}</output>
        </p>
        <p>
          Billing address: <output aria-label="Billing address">{current.billingAddressId}</output>
        </p>
        <button ref={opener} type="button" className="vitrine-button" onClick={() => setOpen(true)}>
          Change address
        </button>
        <AddressEditorModal
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={opener}
          id="addr-home"
          changeableAddresses={{ changeShipping, changeBilling }}
          current={current}
          onChange={(change) => {
            if (change.context) setCurrent((now) => ({ ...now, ...change.context }));
          }}
        />
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Forms/Address editor",
  component: ConfirmAddresses,
  args: { changeShipping: true, changeBilling: false, failList: false, failSave: false },
} satisfies Meta<typeof ConfirmAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Opens the editor and waits for its list. */
async function openEditor(name = "Change shipping address") {
  await userEvent.click(page.getByRole("button", { name: "Change address" }));
  const dialog = await page.findByRole("dialog", { name });
  return { dialog, list: await within(dialog).findByRole("list", { name: "Your addresses" }) };
}

/** The list entry of an address, by a part of its text. */
const entry = async (list: HTMLElement, text: string) =>
  (await within(list).findByText(text, { exact: false })).closest("li") as HTMLElement;

/** The list: focus goes into the dialog on open and back to the opener on close; Escape closes. */
export const List: Story = {
  play: async () => {
    const { dialog, list } = await openEditor();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText("Current shipping address")).toBeVisible();
    await expect(within(list).queryByRole("radio", { name: "Bill here" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(page.getByRole("button", { name: "Change address" })).toHaveFocus();
  },
};

/** Choosing an address for shipping sends it and closes the editor; the page shows the new choice. */
export const ChooseForShipping: Story = {
  play: async () => {
    const { list } = await openEditor();
    const office = await entry(list, "Keizersgracht 1");
    await userEvent.click(within(office).getByRole("radio", { name: "Ship here" }));
    await userEvent.click(page.getByRole("button", { name: "Use this address" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(page.getByRole("status", { name: "Shipping address" })).toHaveTextContent("addr-office");
  },
};

/** Shipping and billing may both be changed: each has its own choice. */
export const ChooseShippingAndBilling: Story = {
  args: { changeBilling: true },
  play: async () => {
    const { list } = await openEditor("Your addresses");
    const office = await entry(list, "Keizersgracht 1");
    await userEvent.click(within(office).getByRole("radio", { name: "Bill here" }));
    await userEvent.click(page.getByRole("button", { name: "Use this address" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(page.getByRole("status", { name: "Billing address" })).toHaveTextContent("addr-office");
    await expect(page.getByRole("status", { name: "Shipping address" })).toHaveTextContent("addr-home");
  },
};

/** Creating: the register form's rules first, then the new address is listed, chosen and focused. */
export const Create: Story = {
  play: async () => {
    const { dialog } = await openEditor();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a new address" }));
    const firstName = await within(dialog).findByLabelText(/^First name/);
    await expect(firstName).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save address" }));
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Please fill in this field.");
    await userEvent.type(firstName, "Grace");
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), "Hopper");
    await userEvent.type(within(dialog).getByLabelText(/^Street/), "Hafenstraße 5");
    await userEvent.type(within(dialog).getByLabelText(/^Postcode/), "20457");
    await userEvent.type(within(dialog).getByLabelText(/^City/), "Hamburg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save address" }));
    const list = await within(dialog).findByRole("list", { name: "Your addresses" });
    const created = await entry(list, "Hafenstraße 5");
    const radio = within(created).getByRole("radio", { name: "Ship here" });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveFocus();
    await expect(within(dialog).getByText("The address was saved.")).toBeVisible();
  },
};

/** Editing an address: its form starts with its values; the list shows the change, focus on that address. */
export const Edit: Story = {
  play: async () => {
    const { dialog, list } = await openEditor();
    const office = await entry(list, "Keizersgracht 1");
    await userEvent.click(within(office).getByRole("button", { name: /^Edit / }));
    const street = await within(dialog).findByLabelText(/^Street/);
    await expect(street).toHaveValue("Keizersgracht 1");
    await userEvent.clear(street);
    await userEvent.type(street, "Prinsengracht 263");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save address" }));
    const updated = await entry(
      await within(dialog).findByRole("list", { name: "Your addresses" }),
      "Prinsengracht 263",
    );
    await expect(within(updated).getByRole("radio", { name: "Ship here" })).toHaveFocus();
    await expect(within(updated).getByRole("button", { name: /^Edit .*Prinsengracht 263/ })).toBeVisible();
  },
};

/** A refused save keeps every typed value and says why. */
export const SaveFails: Story = {
  args: { failSave: true },
  play: async () => {
    const { dialog } = await openEditor();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a new address" }));
    await userEvent.type(await within(dialog).findByLabelText(/^First name/), "Grace");
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), "Hopper");
    await userEvent.type(within(dialog).getByLabelText(/^Street/), "Hafenstraße 5");
    await userEvent.type(within(dialog).getByLabelText(/^Postcode/), "20457");
    await userEvent.type(within(dialog).getByLabelText(/^City/), "Hamburg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save address" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The address could not be saved. Please check it and try again.",
    );
    await expect(within(dialog).getByLabelText(/^Street/)).toHaveValue("Hafenstraße 5");
    await expect(within(dialog).getByLabelText(/^First name/)).toHaveValue("Grace");
  },
};

/** The list cannot be loaded: the editor says so and offers to try again. */
export const ListFails: Story = {
  args: { failList: true },
  play: async () => {
    await userEvent.click(page.getByRole("button", { name: "Change address" }));
    const dialog = await page.findByRole("dialog", { name: "Change shipping address" });
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent("Your addresses could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
