import { describe, expect, it } from "vitest";
import { configurator } from "./product.fixtures";
import { variantChoiceFromSearch } from "./server";
import { variantParam } from "./variant.rules";

const search = (entries: Record<string, string>) =>
  new URLSearchParams(Object.entries(entries).map(([group, option]) => [variantParam(group), option]));

describe("variant switch without JavaScript: the configurator's GET form", () => {
  it("reads the changed group as switchedGroup and keeps the shown variant's other options", () => {
    expect(variantChoiceFromSearch(search({ size: "m" }), configurator, ["red", "s"])).toEqual({
      options: { colour: "red", size: "m" },
      switchedGroup: "size",
    });
    // The form sends every group; only the one that differs from the shown variant switched.
    expect(variantChoiceFromSearch(search({ colour: "red", size: "m" }), configurator, ["red", "s"])).toEqual(
      {
        options: { colour: "red", size: "m" },
        switchedGroup: "size",
      },
    );
  });

  it("is null when nothing changed, and ignores unknown groups and options", () => {
    expect(
      variantChoiceFromSearch(search({ colour: "red", size: "s" }), configurator, ["red", "s"]),
    ).toBeNull();
    expect(variantChoiceFromSearch(new URLSearchParams(), configurator, ["red", "s"])).toBeNull();
    expect(
      variantChoiceFromSearch(search({ size: "nope", other: "m" }), configurator, ["red", "s"]),
    ).toBeNull();
  });
});
