import { defaultCmsElements } from "@vitrine/cms/elements";
import { describe, expect, it } from "vitest";
import { cmsRegistry } from "./cms";

describe("the demo's CMS registry", () => {
  it("renders every standard element type: the package's standard elements it keeps, its own for the others", () => {
    expect(Object.keys(cmsRegistry.elements).sort()).toEqual(Object.keys(defaultCmsElements.elements).sort());
    // The demo's own cards, listing (the package's sidebar filter in its chunk), product page parts and form.
    for (const type of ["product-box", "product-listing", "sidebar-filter", "buy-box", "form"])
      expect(cmsRegistry.elements[type]).not.toBe(defaultCmsElements.elements[type]);
    for (const type of ["text", "image", "category-navigation"])
      expect(cmsRegistry.elements[type]).toBe(defaultCmsElements.elements[type]);
  });
});
