import { defaultCmsElements } from "@vitrine/cms/elements";
import { describe, expect, it } from "vitest";
import { cmsRegistry } from "./cms";

describe("the demo's CMS registry", () => {
  it("renders every standard element type: the package's standard elements it keeps, its own for the others", () => {
    expect(Object.keys(cmsRegistry.elements).sort()).toEqual(Object.keys(defaultCmsElements.elements).sort());
    // The demo's own cards, listing, product page parts and form replace the package's.
    for (const type of ["product-box", "product-listing", "buy-box", "form"])
      expect(cmsRegistry.elements[type]).not.toBe(defaultCmsElements.elements[type]);
    for (const type of ["text", "image", "category-navigation", "sidebar-filter"])
      expect(cmsRegistry.elements[type]).toBe(defaultCmsElements.elements[type]);
  });
});
