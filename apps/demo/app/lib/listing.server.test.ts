import { describe, expect, it } from "vitest";
import { tidyListingUrl } from "./listing.server";

const tidy = (path: string) => tidyListingUrl(new URL(path, "http://shop.test"));

describe("tidyListingUrl (the no-JavaScript listing form's submission)", () => {
  it("leaves out empty fields and joins repeated ids with |, keeping the search term and other parameters", () => {
    expect(
      tidy(
        "/search?search=shirt&order=price-asc&limit=12&manufacturer=a&manufacturer=b&min-price=&max-price=&utm_source=x",
      ),
    ).toBe("/search?search=shirt&order=price-asc&limit=12&manufacturer=a|b&utm_source=x");
    expect(tidy("/navigation/c?order=name-asc&limit=24&min-price=&max-price=")).toBe(
      "/navigation/c?order=name-asc&limit=24",
    );
    expect(tidy("/navigation/c?min-price=&max-price=")).toBe("/navigation/c");
  });

  it("is null for a URL that is tidy already (no redirect loop)", () => {
    expect(tidy("/navigation/c")).toBeNull();
    expect(tidy("/navigation/c?order=price-desc&p=2&manufacturer=a|b&max-price=500")).toBeNull();
    expect(tidy(String(tidy("/navigation/c?manufacturer=a&manufacturer=b&p=3")))).toBeNull();
  });
});
