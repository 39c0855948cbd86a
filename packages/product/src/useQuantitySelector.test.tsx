import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeClient, shopWrapper } from "./product.test-utils";
import { QuantitySelector } from "./QuantitySelector";

const { client } = createFakeClient(() => ({ body: {} }));

function renderSelector(props: Parameters<typeof QuantitySelector>[0]) {
  return render(<QuantitySelector {...props} />, { wrapper: shopWrapper(client) });
}

describe("Quantity selector steps by the input's own step and fires change only if the value changed", () => {
  it("steps by the product's step within min and max", () => {
    const onChange = vi.fn();
    renderSelector({ min: 2, max: 8, step: 3, onChange });
    const input = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    expect(input.value).toBe("2");
    expect(input).toHaveProperty("step", "3");
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(input.value).toBe("5");
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(input.value).toBe("8");
    expect(onChange.mock.calls).toEqual([[5], [8]]);
    expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveProperty("disabled", true);
  });

  it("fires change only when the value changed", () => {
    const onChange = vi.fn();
    renderSelector({ min: 1, max: 5, step: 1, defaultValue: 5, onChange });
    const input = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    // Typing the same value again, or a value clamped back to the same, is no change.
    fireEvent.change(input, { target: { value: "5" } });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: "99" } });
    fireEvent.blur(input);
    expect(input.value).toBe("5");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "3" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("3");
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it("never goes below the minimum purchase", () => {
    const onChange = vi.fn();
    renderSelector({ min: 2, max: 10, step: 2, onChange });
    const decrease = screen.getByRole("button", { name: "Decrease quantity" });
    expect(decrease).toHaveProperty("disabled", true);
    const input = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.blur(input);
    expect(input.value).toBe("2");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a valid quantity counts as it changes (ArrowUp, the spinner), so what follows the quantity follows it before blur", () => {
    const onChange = vi.fn();
    renderSelector({ min: 1, max: 10, step: 1, onChange });
    const input = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
    input.focus();
    // ArrowUp in a number field fires `input` with the next value; focus stays in the field.
    fireEvent.change(input, { target: { value: "2" } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
    expect(document.activeElement).toBe(input);
    // An out-of-range value stays a draft until blur snaps it.
    fireEvent.change(input, { target: { value: "12" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.value).toBe("12");
    fireEvent.blur(input);
    expect(input.value).toBe("10");
    expect(onChange).toHaveBeenLastCalledWith(10);
  });
});
