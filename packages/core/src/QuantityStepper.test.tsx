import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { QuantityStepper } from "./QuantityStepper";
import type { QuantityBounds } from "./quantity";

const LABELS = { label: "Quantity", increaseLabel: "Increase", decreaseLabel: "Decrease" };

function Owned({
  bounds,
  start,
  onChange,
  ...options
}: {
  bounds: QuantityBounds;
  start: number;
  onChange?: (quantity: number) => void;
  allowZero?: boolean;
  liveTyping?: boolean;
}) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      {...LABELS}
      {...options}
      bounds={bounds}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;

describe("one quantity stepper: min, max, purchase steps, typed values, ArrowUp/Down, 0 as not chosen", () => {
  it("steps by the purchase steps within min and max; ArrowUp and ArrowDown step by the same rules", () => {
    const onChange = vi.fn();
    render(<Owned bounds={{ min: 2, max: 8, step: 3 }} start={2} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Decrease" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Increase" }));
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(field().value).toBe("8");
    expect(screen.getByRole("button", { name: "Increase" })).toHaveProperty("disabled", true);
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(field().value).toBe("5");
    expect(onChange.mock.calls).toEqual([[5], [8], [5]]);
  });

  it("a valid typed quantity counts as typed; any other is made valid on blur or Enter", () => {
    const onChange = vi.fn();
    render(<Owned bounds={{ min: 1, max: 10, step: 1 }} start={1} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: "4" } });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(field(), { target: { value: "40" } });
    expect(field().value).toBe("40");
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(field().value).toBe("10");
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it("with 0 allowed (an accessory): + goes from 0 to the minimum, − below the minimum to 0, typed values count on blur", () => {
    render(<Owned bounds={{ min: 2, max: 9, step: 2 }} start={0} allowZero liveTyping={false} />);
    expect(screen.getByRole("button", { name: "Decrease" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Increase" }));
    expect(field().value).toBe("2");
    fireEvent.click(screen.getByRole("button", { name: "Decrease" }));
    expect(field().value).toBe("0");
    fireEvent.change(field(), { target: { value: "5" } });
    expect(field().value).toBe("5");
    fireEvent.blur(field());
    expect(field().value).toBe("4");
    fireEvent.change(field(), { target: { value: "" } });
    fireEvent.blur(field());
    expect(field().value).toBe("0");
  });

  it("a quantity typed before hydration is taken over when the page hydrates, not reset", async () => {
    const onChange = vi.fn();
    const page = <Owned bounds={{ min: 1, max: 10, step: 1 }} start={1} onChange={onChange} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = container.querySelector("input");
    if (!input) throw new Error("the server HTML has no quantity field");
    // The shopper types 3 while the scripts are still loading.
    input.value = "3";
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(input.value).toBe("3");
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
    // The hydrated stepper goes on from the shopper's quantity.
    await act(async () => {
      fireEvent.click(
        container.querySelector<HTMLButtonElement>('[aria-label="Increase"]') as HTMLButtonElement,
      );
    });
    expect(input.value).toBe("4");
    container.remove();
  });
});
