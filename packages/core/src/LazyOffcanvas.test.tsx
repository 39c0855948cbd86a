import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyOffcanvas } from "./LazyOffcanvas";

function Menu() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <LazyOffcanvas title="Categories" open={open} onOpenChange={setOpen} returnFocusTo={opener}>
        <a href="/clothing">Clothing</a>
      </LazyOffcanvas>
    </>
  );
}

afterEach(() => cleanup());

describe("<LazyOffcanvas>: an off-canvas whose code loads at its first opening", () => {
  it("renders nothing before it opens; the first opening shows the dialog, named by its title", async () => {
    render(<Menu />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    await act(() => vi.dynamicImportSettled());
    const dialog = await screen.findByRole("dialog", { name: "Categories" });
    expect(dialog.querySelector("a")?.getAttribute("href")).toBe("/clothing");
  });

  it("closes with its close button and opens again at once (its code stays loaded)", async () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    await act(() => vi.dynamicImportSettled());
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog", { name: "Categories" })).toBeTruthy();
  });
});
