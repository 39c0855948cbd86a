import { render, screen } from "@testing-library/react";
import { VitrineProvider } from "@vitrine/core";
import type { ProductSummary } from "@vitrine/core/schemas";
import { describe, expect, it } from "vitest";
import { ProductCard } from "./ProductCard";
import { products } from "./test/listing.fixtures";

const withShop = (ui: React.ReactNode) =>
  render(
    <VitrineProvider client={{} as never} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
      {ui}
    </VitrineProvider>,
  );

describe("ProductCard", () => {
  it("shows the image with srcset, sizes, width and height (nothing shifts), the name linking to /detail/:productId, prices and rating", () => {
    const product = products[0] as unknown as ProductSummary; // list price, rating 0.6, free shipping
    withShop(
      <ProductCard
        product={product}
        wishlist={() => <button type="button">Add to wishlist</button>}
        addToCart={() => <button type="button">Add to shopping cart</button>}
      />,
    );
    const link = screen.getByRole("link", { name: "Linen shirt" });
    expect(link).toHaveAttribute("href", `/detail/${product.id}`);
    const image = document.querySelector("img");
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "400");
    expect(image?.getAttribute("srcset")).toMatch(/ 400w, .* 800w$/);
    expect(image).toHaveAttribute("sizes");
    expect(screen.getByText("€12.00")).toBeInTheDocument();
    expect(screen.getByText("€32.00").closest("del")).toHaveTextContent("List price €32.00");
    expect(screen.getByRole("img", { name: "Rated 0.6 out of 5" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to wishlist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to shopping cart" })).toBeInTheDocument();
  });

  it("shows the reference price", () => {
    withShop(<ProductCard product={products[1] as unknown as ProductSummary} />);
    expect(screen.getByText(/per 1 kg/)).toHaveTextContent("€58.00 per 1 kg");
  });
});
