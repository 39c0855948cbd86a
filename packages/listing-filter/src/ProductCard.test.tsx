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
    expect(document.querySelector(".vitrine-card-price__current")).toHaveTextContent("Now €12.00");
    expect(document.querySelector("del")).toHaveTextContent("Previously €32.00");
    expect(screen.getByRole("img", { name: "Rated 0.6 out of 5" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to wishlist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to shopping cart" })).toBeInTheDocument();
  });

  it("is @vitrine/product/card's card: a \"from\" price for tier prices, texts from the shop's snippets", () => {
    const product = {
      ...(products[0] as unknown as ProductSummary),
      calculatedPrices: [
        { unitPrice: 12, totalPrice: 12, quantity: 1 },
        { unitPrice: 9.5, totalPrice: 9.5, quantity: 10 },
      ],
    } as ProductSummary;
    render(
      <VitrineProvider
        client={{} as never}
        config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
        snippets={{ "product.card.fromPrice": "ab {price}" }}
      >
        <ProductCard product={product} />
      </VitrineProvider>,
    );
    expect(document.querySelector(".vitrine-card-price__current")).toHaveTextContent("ab €9.50");
    expect(document.querySelector("del")).toBeNull();
  });

  it("shows the reference price", () => {
    withShop(<ProductCard product={products[1] as unknown as ProductSummary} />);
    expect(screen.getByText(/per 1 kg/)).toHaveTextContent("€58.00 per 1 kg");
  });
});
