import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DIALOG_HISTORY_KEY } from "./dialog.registry";
import { Offcanvas, type OffcanvasProps } from "./Offcanvas";

const meta = {
  title: "Core/Offcanvas",
  component: Offcanvas,
  args: {
    title: "Shopping cart",
    side: "right",
    closeLabel: "Close",
    closeOnBack: true,
    closeOnBackdropClick: true,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: "inline-radio", options: ["left", "right"] },
    title: { control: "text" },
    children: { control: false },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Offcanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineItems = [
  { name: "Linen shirt, sand, M", price: "€49.90" },
  { name: "Canvas tote bag", price: "€19.00" },
];

function CartContent() {
  return (
    <>
      <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "1rem" }}>
        {lineItems.map((item) => (
          <li key={item.name} style={{ display: "flex", justifyContent: "space-between", gap: "1rem" }}>
            <span>{item.name}</span>
            <strong>{item.price}</strong>
            <button type="button" className="vitrine-button vitrine-button--secondary">
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p style={{ marginTop: "1.5rem" }}>
        <a className="vitrine-button" href="/checkout/confirm">
          Go to checkout
        </a>
      </p>
    </>
  );
}

/** A page with the button that opens the panel, as a shop header would have it. */
function ShopPage({ trigger, ...props }: OffcanvasProps & { trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="vitrine-button" onClick={() => setOpen(true)}>
        {trigger}
      </button>
      <Offcanvas
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <CartContent />
      </Offcanvas>
    </>
  );
}

/** Off-canvas cart on the right. Opening moves focus in; Tab and Shift+Tab stay inside; axe checks it open. */
export const CartOnTheRight: Story = {
  render: (args) => <ShopPage {...args} trigger="Open shopping cart" />,
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open shopping cart" }));
    const dialog = await canvas.findByRole("dialog", { name: "Shopping cart" });
    await expect(dialog).toHaveAttribute("data-side", "right");
    await expect(dialog).toHaveAttribute("data-state", "open");
    const close = within(dialog).getByRole("button", { name: "Close" });
    await step("opening moves focus into the panel", async () => {
      await waitFor(() => expect(close).toHaveFocus());
    });
    await step("Tab from the last control wraps to the first and stays inside", async () => {
      within(dialog).getByRole("link", { name: "Go to checkout" }).focus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole("link", { name: "Go to checkout" })).toHaveFocus();
    });
  },
};

/** Category menu on the left; Esc closes it (after the 350 ms close animation) and focus returns to the button. */
export const MenuOnTheLeft: Story = {
  args: { title: "Menu", side: "left" },
  render: (args) => <ShopPage {...args} trigger="Menu" />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveAttribute("data-side", "left");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(dialog).toHaveAttribute("data-state", "closing");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The browser's Back button closes the panel instead of leaving the page. */
export const BackButtonClosesIt: Story = {
  render: (args) => <ShopPage {...args} trigger="Open shopping cart" />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open shopping cart" });
    const url = window.location.href;
    // Stands in for a router's popstate listener: the Back that only closes the panel is no navigation.
    const routerListener = fn();
    window.addEventListener("popstate", routerListener);
    await userEvent.click(trigger);
    await canvas.findByRole("dialog", { name: "Shopping cart" });
    await expect(window.history.state?.[DIALOG_HISTORY_KEY]).toBe(1);
    window.history.back();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    window.removeEventListener("popstate", routerListener);
    await expect(routerListener).not.toHaveBeenCalled();
    await expect(window.location.href).toBe(url);
    await expect(window.history.state?.[DIALOG_HISTORY_KEY]).toBeUndefined();
    await expect(trigger).toHaveFocus();
  },
};

/** Two panels on one page, as menu and cart: opening the cart from inside the menu closes the menu. */
function MenuAndCart(props: OffcanvasProps) {
  const [panel, setPanel] = useState<"menu" | "cart" | null>(null);
  const onOpenChange = (name: "menu" | "cart") => (open: boolean) =>
    setPanel((current) => (open ? name : current === name ? null : current));
  return (
    <>
      <button type="button" className="vitrine-button" onClick={() => setPanel("menu")}>
        Menu
      </button>
      <Offcanvas
        {...props}
        side="left"
        title="Menu"
        open={panel === "menu"}
        onOpenChange={onOpenChange("menu")}
      >
        <button type="button" className="vitrine-button" onClick={() => setPanel("cart")}>
          Show shopping cart
        </button>
      </Offcanvas>
      <Offcanvas
        {...props}
        side="right"
        title="Shopping cart"
        open={panel === "cart"}
        onOpenChange={onOpenChange("cart")}
      >
        <CartContent />
      </Offcanvas>
    </>
  );
}

/** Only one off-canvas is open at a time: opening the cart closes the menu, and one Back closes the cart. */
export const OneAtATime: Story = {
  render: (args) => <MenuAndCart {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const menu = await canvas.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("button", { name: "Show shopping cart" }));
    await canvas.findByRole("dialog", { name: "Shopping cart" });
    await expect(menu).toHaveAttribute("data-state", "closing");
    await waitFor(() => expect(canvas.queryAllByRole("dialog")).toHaveLength(1));
    // The cart took over the menu's history entry: one Back closes it, the page stays.
    await expect(window.history.state?.[DIALOG_HISTORY_KEY]).toBe(1);
    window.history.back();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};
