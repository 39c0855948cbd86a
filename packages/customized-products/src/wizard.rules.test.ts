import { describe, expect, it } from "vitest";
import { nextLabelKey, pagerText, showsNavigation, stepFromHash, wizardHash } from "./wizard.rules";

describe("wizard pager arithmetic (SPEC 4)", () => {
  it("the pager shows current-1 / total-2 (page 1 is the start page and the last page the finish page)", () => {
    expect(pagerText(2, 6)).toBe("1 / 4");
    expect(pagerText(5, 6)).toBe("4 / 4");
  });
  it("the label is 'finish' on the last content page", () => {
    expect(nextLabelKey(5, 6)).toBe("finish");
    expect(nextLabelKey(4, 6)).toBe("next");
  });
  it("the navigation select is hidden on the first and last page", () => {
    expect([1, 2, 5, 6].map((page) => showsNavigation(page, 6))).toEqual([false, true, true, false]);
  });
  it("the URL hash is wizard-step- followed by the zero-based step number", () => {
    expect(wizardHash(3)).toBe("#wizard-step-3");
    expect(stepFromHash("#wizard-step-3", 6)).toBe(3);
    expect(stepFromHash("#wizard-step-9", 6)).toBeNull();
    expect(stepFromHash("#other", 6)).toBeNull();
  });
});
