import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CollapsibleList } from "./CollapsibleList";
import { createFakeShop } from "./cart.fixtures";
import { shopWrapper } from "./cart.test-utils";

const methods = ["Invoice", "Cash on delivery", "Credit card", "Apple Pay", "Prepayment"];

describe("'Show more' / 'Show less' collapse on the checkout confirm page", () => {
  it("shows the first entries; the button shows the rest and hides them again, with aria-expanded", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    render(<CollapsibleList items={methods} getKey={(m) => m} renderItem={(m) => m} visibleCount={2} />, {
      wrapper,
    });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Invoice",
      "Cash on delivery",
    ]);
    const more = screen.getByRole("button", { name: "Show more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(more.getAttribute("aria-controls")).toBe(screen.getByRole("list").id);
    fireEvent.click(more);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(less);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("keeps a chosen entry visible when collapsed, and needs no button for a short list", () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    const { rerender } = render(
      <CollapsibleList
        items={methods}
        getKey={(m) => m}
        renderItem={(m) => m}
        visibleCount={2}
        isSelected={(m) => m === "Apple Pay"}
      />,
      { wrapper },
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Invoice",
      "Cash on delivery",
      "Apple Pay",
    ]);
    rerender(
      <CollapsibleList
        items={methods.slice(0, 2)}
        getKey={(m) => m}
        renderItem={(m) => m}
        visibleCount={2}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
