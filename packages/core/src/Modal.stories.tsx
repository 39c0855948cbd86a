import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Modal, type ModalProps } from "./Modal";

const meta = {
  title: "Core/Modal",
  component: Modal,
  args: {
    title: "Edit address",
    closeLabel: "Close",
    closeOnBack: false,
    closeOnBackdropClick: true,
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: "text" },
    children: { control: false },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldStyle = { display: "grid", gap: "0.25rem", marginBottom: "1rem" } as const;
const inputStyle = {
  font: "inherit",
  padding: "0.5rem 0.75rem",
  border: "1px solid var(--vitrine-color-border)",
  borderRadius: "var(--vitrine-radius-small)",
} as const;

/** An address editor in a modal, opened from the address book. */
function AddressBook(props: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="vitrine-button" onClick={() => setOpen(true)}>
        Edit address
      </button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        {(dialog) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              dialog.close();
            }}
          >
            <label style={fieldStyle}>
              Street
              <input name="street" defaultValue="Ebbinghoff 10" style={inputStyle} />
            </label>
            <label style={fieldStyle}>
              City
              <input name="city" defaultValue="Schöppingen" style={inputStyle} />
            </label>
            <button type="submit" className="vitrine-button">
              Save address
            </button>
          </form>
        )}
      </Modal>
    </>
  );
}

/** Opening moves focus in, Tab stays inside, Esc closes and focus returns to the button. */
export const AddressEditor: Story = {
  render: (args) => <AddressBook {...args} />,
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Edit address" });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole("dialog", { name: "Edit address" });
    const close = within(dialog).getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await step("Tab from the last control wraps to the first", async () => {
      within(dialog).getByRole("button", { name: "Save address" }).focus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
    });
    await step("Esc closes and focus returns to the opener", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** The modal open, for the look and the axe check of the open state. */
export const Open: Story = {
  render: (args) => <AddressBook {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit address" }));
    const dialog = await canvas.findByRole("dialog", { name: "Edit address" });
    await expect(dialog).toHaveAttribute("data-state", "open");
  },
};
