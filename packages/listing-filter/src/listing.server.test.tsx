// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingHarness } from "./test/ListingHarness";
import { answerListing, manufacturers } from "./test/listing.fixtures";

describe("server rendering (a shared link works without JavaScript)", () => {
  it("renders a filter URL completely on the server: products, checked filters, chips, real pagination links", () => {
    const nordwind = manufacturers[0]?.id ?? "";
    const html = renderToString(
      <ListingHarness
        layout="auto"
        url={`/navigation/cat?manufacturer=${nordwind}&order=price-asc`}
        initial={answerListing({ manufacturer: nordwind, order: "price-asc", limit: 2 })}
      />,
    );
    expect(html).toContain('aria-label="Filter"');
    // Before the viewport is known both the panel and the off-canvas button are there; CSS shows one.
    expect(html).toContain("vitrine-filter-panel__toggle");
    expect(html).toMatch(new RegExp(`<input type="checkbox" checked="" value="${nordwind}"`));
    expect(html).toContain("Remove filter Nordwind");
    expect(html).toContain(`href="/navigation/cat?order=price-asc&amp;p=2&amp;manufacturer=${nordwind}"`);
    expect(html).toContain('href="/detail/');
    expect(html).toContain("5 products");
  });
});
