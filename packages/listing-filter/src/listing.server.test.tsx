// @vitest-environment node
import type { ReactElement } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { ListingHarness } from "./test/ListingHarness";
import { answerListing, manufacturers } from "./test/listing.fixtures";

/** The server's whole HTML, lazily loaded parts (the chips) included: what the shop's answer holds once complete. */
const serverHtml = async (page: ReactElement) => new Response((await prerender(page)).prelude).text();

describe("server rendering (a shared link works without JavaScript)", () => {
  it("renders a filter URL completely on the server: products, checked filters, chips, real pagination links", async () => {
    const nordwind = manufacturers[0]?.id ?? "";
    const html = await serverHtml(
      <ListingHarness
        layout="auto"
        url={`/navigation/cat?manufacturer=${nordwind}&order=price-asc`}
        initial={answerListing({ manufacturer: nordwind, order: "price-asc", limit: 2 })}
      />,
    );
    expect(html).toContain('aria-label="Filter"');
    // Before the viewport is known both the panel and the off-canvas button are there; CSS shows one.
    expect(html).toContain("vitrine-filter-panel__toggle");
    expect(html).toMatch(
      new RegExp(`<input type="checkbox" name="manufacturer" checked="" value="${nordwind}"`),
    );
    expect(html).toContain("Remove filter Nordwind");
    expect(html).toContain(`href="/navigation/cat?order=price-asc&amp;p=2&amp;manufacturer=${nordwind}"`);
    expect(html).toContain('href="/detail/');
    expect(html).toContain("5 products");
  });

  it("without JavaScript the filter chips' remove links and 'Reset all' are links to the URL without that filter", async () => {
    const [nordwind, atelier] = manufacturers;
    const html = await serverHtml(
      <ListingHarness
        layout="auto"
        url={`/navigation/cat?manufacturer=${nordwind?.id}|${atelier?.id}&order=price-asc&shipping-free=1`}
        initial={answerListing({
          manufacturer: `${nordwind?.id}|${atelier?.id}`,
          order: "price-asc",
          limit: 2,
        })}
      />,
    );
    const link = (label: string) =>
      html.match(new RegExp(`<a href="([^"]*)"[^>]*aria-label="${label}"`))?.[1];
    expect(link("Remove filter Nordwind")).toBe(
      `/navigation/cat?order=price-asc&amp;manufacturer=${atelier?.id}&amp;shipping-free=1`,
    );
    expect(link("Remove filter Free shipping")).toBe(
      `/navigation/cat?order=price-asc&amp;manufacturer=${nordwind?.id}|${atelier?.id}`,
    );
    expect(html).toMatch(
      /<a href="\/navigation\/cat\?order=price-asc" class="vitrine-chip vitrine-chip--reset">Reset all<\/a>/,
    );
  });

  it("without JavaScript the sorting, limit and filters are one GET form: named controls, the search term kept, an Apply button in <noscript>", async () => {
    const nordwind = manufacturers[0]?.id ?? "";
    // The whole answer: the panel's controls are a lazily hydrated part (their code loads only where they show).
    const html = await serverHtml(
      <ListingHarness
        layout="auto"
        formId="listing-form"
        url={`/search?search=shirt&manufacturer=${nordwind}&order=price-asc`}
        initial={answerListing({ manufacturer: nordwind, order: "price-asc", limit: 2 })}
      />,
    );
    // A tag of the HTML that carries all the given attributes (their order is React's business).
    const hasTag = (name: string, ...attributes: string[]) =>
      [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].some(([tag]) =>
        attributes.every((attribute) => tag.includes(attribute)),
      );
    expect(hasTag("form", 'id="listing-form"', 'method="get"')).toBe(true);
    expect(html).toMatch(/<form [^>]*>\s*<input type="hidden" name="search" value="shirt"\/><\/form>/);
    expect(hasTag("select", 'name="order"', 'form="listing-form"')).toBe(true);
    expect(hasTag("select", 'name="limit"', 'form="listing-form"')).toBe(true);
    expect(
      hasTag("input", 'name="manufacturer"', 'form="listing-form"', "checked", `value="${nordwind}"`),
    ).toBe(true);
    expect(hasTag("input", 'name="properties"', 'form="listing-form"')).toBe(true);
    expect(hasTag("input", 'name="min-price"', 'form="listing-form"')).toBe(true);
    expect(hasTag("input", 'name="max-price"', 'form="listing-form"')).toBe(true);
    expect(hasTag("input", 'name="rating"', 'form="listing-form"', 'type="radio"')).toBe(true);
    expect(hasTag("input", 'name="shipping-free"', 'value="1"', 'form="listing-form"')).toBe(true);
    expect(html).toMatch(
      /<noscript><button type="submit" form="listing-form"[^>]*>Apply<\/button><\/noscript>/,
    );
    // Without a form the controls have names but belong to no form (nothing changes for JavaScript-only shops).
    const plain = await serverHtml(<ListingHarness layout="auto" initial={answerListing({ limit: 2 })} />);
    expect(plain).not.toContain("form=");
    expect(plain).not.toContain("<noscript>");
  });
});
