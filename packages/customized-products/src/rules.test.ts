import { describe, expect, it } from "vitest";
import { fixtureOption, fixtureOptionById, fixtureTemplate } from "./customizedProducts.fixtures";
import {
  type Choices,
  estimatePrice,
  excludedChoices,
  exclusionViolations,
  isFilled,
  validateOption,
} from "./rules";
import type { UploadEntry } from "./uploads";

const number = fixtureOption("n", "numberfield", {
  required: true,
  typeProperties: { minValue: 2, maxValue: 5 },
});
const text = fixtureOption("t", "textfield", {
  required: true,
  typeProperties: { minLength: 2, maxLength: 4 },
});
const file = (extra: Partial<UploadEntry> = {}): UploadEntry => ({
  key: "a.png",
  name: "a.png",
  status: "success",
  valid: true,
  uploaded: true,
  mediaId: "m1",
  ...extra,
});

describe("customized-product fields (SPEC 5)", () => {
  it("number: required and not an integer gives the required message", () => {
    expect(validateOption(number, "")).toEqual({ rule: "required", params: {} });
    expect(validateOption(number, "abc")?.rule).toBe("required");
  });
  it("number: below min gives the min message; above max gives the max message", () => {
    expect(validateOption(number, "1")).toEqual({ rule: "min", params: { min: 2 } });
    expect(validateOption(number, "6")).toEqual({ rule: "max", params: { max: 5 } });
    expect(validateOption(number, "3")).toBeNull();
  });
  it("text: empty and required gives required; shorter than min length gives min; longer than max length gives max", () => {
    expect(validateOption(text, "  ")?.rule).toBe("required");
    expect(validateOption(text, "a")).toEqual({ rule: "min", params: { min: 2 } });
    expect(validateOption(text, "abcde")).toEqual({ rule: "max", params: { max: 4 } });
    expect(validateOption(text, "abc")).toBeNull();
  });
  it("text: max length -1 means no limit", () => {
    expect(validateOption(fixtureOptionById("dedication"), "x".repeat(5000))).toBeNull();
  });
  it("an optional empty text is valid although it has a min length", () => {
    expect(validateOption(fixtureOptionById("title"), "")).toBeNull();
  });
  it("date with required needs a value", () => {
    const date = fixtureOption("d", "datetime", { required: true });
    expect(validateOption(date, "")?.rule).toBe("required");
    expect(validateOption(date, "2026-12-24")).toBeNull();
  });
  it("dates and times outside the template's range are refused (min/max date, start/end time)", () => {
    const date = fixtureOption("d", "datetime", {
      typeProperties: { minDate: "2026-01-02", maxDate: "2027-12-31" },
    });
    expect(validateOption(date, "2025-12-03")).toEqual({ rule: "min", params: { min: "2026-01-02" } });
    expect(validateOption(date, "2028-01-01")).toEqual({ rule: "max", params: { max: "2027-12-31" } });
    expect(validateOption(date, "2026-01-02")).toBeNull();
    const time = fixtureOption("h", "timestamp", {
      typeProperties: { startTime: "08:00", endTime: "18:00" },
    });
    expect(validateOption(time, "23:30")).toEqual({ rule: "max", params: { max: "18:00" } });
    expect(validateOption(time, "07:59")).toEqual({ rule: "min", params: { min: "08:00" } });
    expect(validateOption(time, "18:00")).toBeNull();
  });
  it("required select must not be empty; required radio groups need one checked", () => {
    expect(validateOption(fixtureOptionById("size"), [])?.rule).toBe("required");
    expect(validateOption(fixtureOptionById("style"), [])?.rule).toBe("required");
    expect(validateOption(fixtureOptionById("style"), ["mono"])).toBeNull();
  });
  it("selection-required groups need at least one checked", () => {
    const group = fixtureOption("g", "select", { required: true, typeProperties: { isMultiSelect: true } });
    expect(validateOption(group, [])?.rule).toBe("required");
    expect(validateOption(group, ["a", "b"])).toBeNull();
  });
  it("rich text: empty markup variants count as an empty value", () => {
    const rich = fixtureOption("r", "htmleditor", { required: true });
    for (const empty of ["", "<p></p>", "<p><br></p>", "<div>&nbsp;</div>", " <br/> "]) {
      expect(validateOption(rich, empty)?.rule).toBe("required");
    }
    expect(validateOption(rich, "<p><b>Hi</b></p>")).toBeNull();
  });
  it("file upload: required means at least one file and all valid", () => {
    const photo = fixtureOptionById("photo");
    expect(validateOption(photo, "", [])?.rule).toBe("required");
    expect(
      validateOption(photo, "", [file({ status: "uploading", valid: false, uploaded: false })])?.rule,
    ).toBe("required");
    expect(validateOption(photo, "", [file()])).toBeNull();
  });
  it("file upload: more files than the max count gives the fileCount message", () => {
    expect(
      validateOption(fixtureOptionById("photo"), "", [
        file(),
        file({ name: "b.png", status: "error", code: 422 }),
      ]),
    ).toEqual({
      rule: "fileCount",
      params: { max: 1 },
    });
  });
});

const choices = (values: Choices["values"], uploads: Choices["uploads"] = {}): Choices => ({
  values,
  uploads,
});

describe("exclusion rules (SPEC 5)", () => {
  it("a violation exists when every condition of a rule holds", () => {
    expect(
      exclusionViolations(fixtureTemplate, choices({ style: ["mono"], frame: ["black"] })).map(
        (rule) => rule.id,
      ),
    ).toEqual(["mono-frame"]);
    expect(exclusionViolations(fixtureTemplate, choices({ style: ["colour"], frame: ["black"] }))).toEqual(
      [],
    );
  });
  it("all violations are listed, not only the first", () => {
    const violated = exclusionViolations(
      fixtureTemplate,
      choices({ style: ["mono"], frame: ["white"], size: ["large"], wrap: true }),
    );
    expect(violated.map((rule) => rule.id)).toEqual(["mono-frame", "large-wrap"]);
  });
  it("each option type has a filled / empty test (number: differs from default means filled)", () => {
    expect(isFilled(fixtureOptionById("wrap"), true)).toBe(true);
    expect(isFilled(fixtureOptionById("wrap"), false)).toBe(false);
    expect(isFilled(fixtureOptionById("frame"), ["black"])).toBe(true);
    expect(isFilled(fixtureOptionById("date"), "2026-12-24")).toBe(true);
    expect(isFilled(fixtureOptionById("title"), "  ")).toBe(false);
    expect(isFilled(fixtureOptionById("card"), "<p><br></p>")).toBe(false);
    expect(isFilled(fixtureOptionById("copies"), "0")).toBe(false);
    expect(isFilled(fixtureOptionById("copies"), "2")).toBe(true);
    expect(isFilled(fixtureOptionById("photo"), "", [file()])).toBe(true);
    expect(isFilled(fixtureOptionById("photo"), "", [])).toBe(false);
  });
  it("an operator other than X means the option is not selected", () => {
    const template = {
      ...fixtureTemplate,
      exclusions: [
        {
          id: "r",
          name: "no title without wrap",
          conditions: [
            { templateOptionId: "title", templateExclusionOperator: { operator: "X" } },
            { templateOptionId: "wrap", templateExclusionOperator: { operator: "!X" } },
          ],
        },
      ],
    };
    expect(exclusionViolations(template, choices({ title: "Hi", wrap: false }))).toHaveLength(1);
    expect(exclusionViolations(template, choices({ title: "Hi", wrap: true }))).toHaveLength(0);
  });
  it("extension: when all but one condition of a rule are met, the remaining options are disabled and say why", () => {
    // Black and white chosen: every frame colour is disabled with the rule's name.
    expect(excludedChoices(fixtureTemplate, choices({ style: ["mono"], frame: [] }))).toEqual({
      "frame:black": "A black-and-white print has no colour frame",
      "frame:white": "A black-and-white print has no colour frame",
    });
    // Gift wrap chosen: only the value_id of the size condition (70 × 100) is disabled, and the mono print style.
    expect(
      excludedChoices(fixtureTemplate, choices({ size: ["small"], wrap: true, style: ["colour"] })),
    ).toEqual({
      "size:large": "The 70 × 100 cm canvas cannot be gift wrapped",
    });
    // The large canvas chosen: the gift wrap checkbox is disabled.
    expect(excludedChoices(fixtureTemplate, choices({ size: ["large"], wrap: false }))).toEqual({
      wrap: "The 70 × 100 cm canvas cannot be gift wrapped",
    });
  });
});

describe("price rounding (SPEC 9: 2 decimals)", () => {
  it("the estimate adds surcharges once or per piece and a percentage of the unit price, rounded to 2 decimals", () => {
    const estimate = estimatePrice(
      fixtureTemplate,
      choices({ size: ["large"], title: "Hi", varnish: true, copies: "3" }),
      33.33,
      2,
    );
    // unit: 33.33 + 45 (large) + 3.33 (10 % varnish) + 4.5 (3 × 1.5) = 86.16; total: 2 × 86.16 + 4.99 once.
    expect(estimate).toEqual({ unitPrice: 86.16, totalPrice: 177.31 });
  });
  it("the estimate without surcharges equals the product's total", () => {
    expect(estimatePrice(fixtureTemplate, choices({ size: ["small"] }), 19.99, 3).totalPrice).toBe(59.97);
  });
});
