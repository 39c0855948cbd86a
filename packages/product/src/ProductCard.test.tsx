import { render, screen } from "@testing-library/react";
import type { ProductSummary } from "@vitrine/core/schemas";
import { describe, expect, it } from "vitest";
import { ProductCard } from "./ProductCard";
import { ProductSummaryCard } from "./ProductSummaryCard";
import { createFakeClient, shopWrapper } from "./product.test-utils";

const { client } = createFakeClient(() => ({ body: {} }));
const base = { unitPrice: 80, from: false, listPrice: null, percentage: null, referencePrice: null };

describe("product card and card price", () => {
  it("shows the price with the list price struck through, texts from snippets", () => {
    render(
      <ProductCard
        id="p1"
        name="Linen shirt"
        href="/detail/p1"
        price={{ ...base, listPrice: 100, percentage: 20 }}
      />,
      { wrapper: shopWrapper(client) },
    );
    expect(screen.getByRole("heading", { name: "Linen shirt" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Linen shirt" }).getAttribute("href")).toBe("/detail/p1");
    const struck = document.querySelector("del");
    expect(struck?.textContent).toBe("Previously €100.00");
    expect(document.querySelector(".vitrine-card-price__current")?.textContent).toBe("Now €80.00");
  });

  it('shows a "from" price and the reference price per unit', () => {
    render(
      <ProductCard
        id="p2"
        name="Olive oil"
        href="/detail/p2"
        price={{ ...base, from: true, referencePrice: { price: 16, referenceUnit: 1, unitName: "litre" } }}
      />,
      { wrapper: shopWrapper(client) },
    );
    expect(document.querySelector(".vitrine-card-price__current")?.textContent).toBe("from €80.00");
    expect(screen.getByText("€16.00 per 1 litre")).toBeTruthy();
  });

  it("links through renderLink (the router's Link) and renders the image and actions slots", () => {
    render(
      <ProductCard
        id="p3"
        name="Camera"
        href="/detail/p3"
        price={base}
        image={<img src="/camera.jpg" alt="" width={10} height={10} />}
        actions={<button type="button">Add to cart</button>}
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router-link="">
            {children}
          </a>
        )}
      />,
      { wrapper: shopWrapper(client) },
    );
    expect(screen.getByRole("link", { name: "Camera" }).hasAttribute("data-router-link")).toBe(true);
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeTruthy();
    expect(document.querySelector(".vitrine-product-card__image img")).toBeTruthy();
  });

  it("serves listing, slider and wishlist from a Store API product: translated name, product route, cover, top seller, card price", () => {
    const product = {
      id: "p4",
      name: "Shirt",
      translated: { name: "Leinenhemd" },
      markAsTopseller: true,
      cover: { media: { id: "m1", url: "/shirt.jpg", metaData: { width: 800, height: 800 } } },
      calculatedPrice: { unitPrice: 20, totalPrice: 20, quantity: 1 },
      calculatedPrices: [
        { unitPrice: 20, totalPrice: 20, quantity: 1 },
        { unitPrice: 15, totalPrice: 15, quantity: 5 },
      ],
    } as unknown as ProductSummary;
    render(<ProductSummaryCard product={product} eager />, { wrapper: shopWrapper(client) });
    expect(screen.getByRole("link", { name: "Leinenhemd" }).getAttribute("href")).toBe("/detail/p4");
    expect(screen.getByText("Top seller")).toBeTruthy();
    expect(document.querySelector(".vitrine-card-price__current")?.textContent).toBe("from €15.00");
    const image = document.querySelector("img");
    expect(image?.getAttribute("loading")).toBe("eager");
    expect(image?.getAttribute("width")).toBe("800");
  });
});
