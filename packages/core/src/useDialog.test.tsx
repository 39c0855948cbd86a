import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { StrictMode, useEffect } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFCANVAS_CLOSE_DELAY_MS } from "./constants";
import { DIALOG_HISTORY_KEY } from "./dialog.registry";
import { Modal } from "./Modal";
import { Offcanvas } from "./Offcanvas";
import { type OffcanvasOptions, useOffcanvas } from "./useDialog";

const depth = () => (history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY];

/** A shop's own markup on the headless hook. */
function CartPanel({ name = "Shopping cart", ...options }: OffcanvasOptions & { name?: string }) {
  const cart = useOffcanvas({ label: name, ...options });
  return (
    <>
      <button {...cart.getTriggerProps()}>{`Open ${name}`}</button>
      {cart.state !== "closed" && (
        <dialog {...cart.getDialogProps({ className: "my-cart" })}>
          <button type="button" onClick={cart.close}>
            Close
          </button>
          <a href="/checkout/confirm">Go to checkout</a>
        </dialog>
      )}
    </>
  );
}

const dialogNamed = (name: string) =>
  document.querySelector<HTMLDialogElement>(`dialog[aria-label="${name}"]`);

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe("off-canvas on a native dialog", () => {
  it("opens from its trigger: modal dialog, ARIA state, focus inside, page scroll locked, history entry", () => {
    render(<CartPanel />);
    const trigger = screen.getByText("Open Shopping cart");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(trigger);

    const dialog = dialogNamed("Shopping cart");
    expect(dialog?.open).toBe(true);
    expect(dialog?.dataset.state).toBe("open");
    expect(dialog?.dataset.side).toBe("right");
    expect(dialog?.className).toBe("my-cart");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(dialog?.id);
    expect(document.activeElement).toBe(screen.getByText("Close"));
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(depth()).toBe(1);
  });

  it("Esc closes it after the off-canvas close delay of 350 ms and focus returns to the opener", async () => {
    const onOpenChange = vi.fn();
    render(<CartPanel onOpenChange={onOpenChange} />);
    const trigger = screen.getByText("Open Shopping cart");
    trigger.focus();
    fireEvent.click(trigger);
    vi.useFakeTimers();
    fireEvent.keyDown(screen.getByText("Close"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(dialogNamed("Shopping cart")?.dataset.state).toBe("closing");
    act(() => vi.advanceTimersByTime(OFFCANVAS_CLOSE_DELAY_MS - 1));
    expect(dialogNamed("Shopping cart")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialogNamed("Shopping cart")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(document.documentElement.style.overflow).toBe("");
    vi.useRealTimers();
    // Closing by Esc also removes the history entry again.
    await vi.waitFor(() => expect(depth()).toBeUndefined());
  });

  it("a dialog mounted lazily (opener never seen) returns focus to returnFocusTo and calls onClosed once it is gone", () => {
    const onClosed = vi.fn();
    render(
      <>
        <button type="button">Configure</button>
        <CartPanel defaultOpen returnFocusTo={() => screen.getByText("Configure")} onClosed={onClosed} />
      </>,
    );
    expect(dialogNamed("Shopping cart")?.open).toBe(true);
    vi.useFakeTimers();
    fireEvent.click(screen.getByText("Close"));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(OFFCANVAS_CLOSE_DELAY_MS));
    expect(dialogNamed("Shopping cart")).toBeNull();
    expect(document.activeElement).toBe(screen.getByText("Configure"));
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("the native cancel event (Esc in the browser) closes it too", () => {
    render(<CartPanel />);
    fireEvent.click(screen.getByText("Open Shopping cart"));
    const dialog = dialogNamed("Shopping cart") as HTMLDialogElement;
    const cancel = new Event("cancel", { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.dataset.state).toBe("closing");
  });

  it("respects reduced motion: no close delay", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    render(<CartPanel />);
    fireEvent.click(screen.getByText("Open Shopping cart"));
    fireEvent.click(screen.getByText("Close"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dialogNamed("Shopping cart")).toBeNull();
  });

  it("the back button closes it", async () => {
    const onOpenChange = vi.fn();
    render(<CartPanel onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByText("Open Shopping cart"));
    expect(depth()).toBe(1);
    history.back();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    await act(async () => {});
    expect(dialogNamed("Shopping cart")?.dataset.state).toBe("closing");
    expect(depth()).toBeUndefined();
  });

  it("a backdrop click closes it, a click inside does not", () => {
    render(<CartPanel />);
    fireEvent.click(screen.getByText("Open Shopping cart"));
    const dialog = dialogNamed("Shopping cart") as HTMLDialogElement;
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(new DOMRect(600, 0, 400, 800));
    fireEvent.click(dialog, { clientX: 700, clientY: 300 });
    expect(dialog.dataset.state).toBe("open");
    fireEvent.click(dialog, { clientX: 100, clientY: 300 });
    expect(dialog.dataset.state).toBe("closing");
  });

  it("Tab from the last focusable wraps to the first, Shift+Tab from the first to the last", () => {
    render(<CartPanel />);
    fireEvent.click(screen.getByText("Open Shopping cart"));
    const close = screen.getByText("Close");
    const checkout = screen.getByText("Go to checkout");
    checkout.focus();
    fireEvent.keyDown(checkout, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(checkout);
  });

  it("only one off-canvas is open at a time, and the second takes over the history entry", async () => {
    const onMenuChange = vi.fn();
    render(
      <>
        <CartPanel name="Menu" side="left" onOpenChange={onMenuChange} />
        <CartPanel />
      </>,
    );
    fireEvent.click(screen.getByText("Open Menu"));
    expect(dialogNamed("Menu")?.dataset.side).toBe("left");
    fireEvent.click(screen.getByText("Open Shopping cart"));
    expect(onMenuChange).toHaveBeenLastCalledWith(false);
    expect(dialogNamed("Menu")?.dataset.state).toBe("closing");
    expect(dialogNamed("Shopping cart")?.dataset.state).toBe("open");
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(depth()).toBe(1);
  });
});

let effectRuns = 0;
/** Counts its mount effects, to prove strict mode runs them twice here. */
function Probe() {
  useEffect(() => {
    effectRuns++;
  }, []);
  return null;
}

describe("a modal opened from an off-canvas", () => {
  it("takes Esc and Tab for itself", () => {
    render(
      <Offcanvas title="Your account" defaultOpen>
        <button type="button">Orders</button>
        <Modal title="Edit address" defaultOpen>
          <input aria-label="Street" />
        </Modal>
        <button type="button">Log out</button>
      </Offcanvas>,
    );
    const [account, address] = [...document.querySelectorAll("dialog")];
    const street = screen.getByLabelText("Street");
    street.focus();
    fireEvent.keyDown(street, { key: "Tab" });
    expect(document.activeElement).toBe(within(address as HTMLElement).getByLabelText("Close"));
    fireEvent.keyDown(street, { key: "Escape" });
    expect(address?.dataset.state).toBe("closing");
    expect(account?.dataset.state).toBe("open");
  });
});

describe("strict mode", () => {
  it("an off-canvas open on mount owns one history entry, and one Back closes it", async () => {
    effectRuns = 0;
    const onOpenChange = vi.fn();
    render(
      <StrictMode>
        <Probe />
        <CartPanel defaultOpen onOpenChange={onOpenChange} />
      </StrictMode>,
    );
    expect(effectRuns).toBe(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(depth()).toBe(1);
    expect(dialogNamed("Shopping cart")?.open).toBe(true);
    history.back();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(depth()).toBeUndefined();
  });
});

describe("components", () => {
  it("render nothing on the server while closed, and a dialog without `open` while open", () => {
    expect(renderToString(<Offcanvas title="Menu" />)).toBe("");
    const html = renderToString(
      <Offcanvas title="Menu" side="left" defaultOpen>
        Categories
      </Offcanvas>,
    );
    expect(html).toMatch(/^<dialog /);
    expect(html).toContain('data-state="open"');
    expect(html).toContain('data-side="left"');
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });

  it("name the dialog by its title and close from the close button", () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Edit address" defaultOpen onOpenChange={onOpenChange} closeLabel="Schließen">
        Form
      </Modal>,
    );
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    const title = screen.getByText("Edit address");
    expect(dialog.className).toBe("vitrine-modal");
    expect(dialog.getAttribute("aria-labelledby")).toBe(title.id);
    expect(depth()).toBeUndefined();
    fireEvent.click(screen.getByLabelText("Schließen"));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog.dataset.state).toBe("closing");
  });
});
