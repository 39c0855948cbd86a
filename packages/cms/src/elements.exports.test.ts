import { describe, expect, it } from "vitest";
import * as elements from "./elements";

describe("@vitrine/cms/elements", () => {
  it("exports each standard element on its own, and defaultCmsElements maps Shopware's types to them", () => {
    const { defaultCmsElements, ...single } = elements;
    const byType = defaultCmsElements.elements;
    expect(Object.keys(byType)).toHaveLength(17);
    // Every type's element is one of the single exports (a shop that replaces some lists the others).
    const singles = new Set<unknown>(Object.values(single));
    expect(singles.size).toBe(17);
    for (const element of Object.values(byType)) expect(singles.has(element)).toBe(true);
    expect(byType.text).toBe(elements.CmsTextElement);
    expect(byType["category-navigation"]).toBe(elements.CmsCategoryNavigationElement);
    expect(byType["sidebar-filter"]).toBe(elements.CmsSidebarFilterElement);
  });
});
