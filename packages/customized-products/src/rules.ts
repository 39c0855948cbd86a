// The configurator's pure rules: option kinds, field validation, exclusions and their extension,
// and the client price estimate. No DOM, no fetch.
import { roundPrice } from "@vitrine/core/money";
import { translated } from "@vitrine/core/utils";
import { checkField } from "@vitrine/forms";
import { UPLOAD_MAX_COUNT_DEFAULT, UPLOAD_TOO_MANY_FILES_CODE } from "./constants";
import type { Exclusion, Template, TemplateOption, TemplateValue } from "./customizedProducts.schema";
import type { UploadEntry } from "./uploads";

/** What the shopper chose for an option: checked (checkbox), value ids (selections) or text (everything else). */
export type OptionValue = boolean | string | string[];

/** Which rule a field broke; its message has the snippet key `customizedProducts.error.<rule>`. */
export type FieldRule = "required" | "min" | "max" | "fileCount" | "fileType" | "fileSize" | "generic";

/** A broken rule with its message's numbers. */
export interface FieldError {
  rule: FieldRule;
  params: Record<string, number | string>;
}

/**
 * The range of a date or time option (`minDate`/`maxDate`, `startTime`/`endTime` of its type properties), as the
 * input's `min`/`max` attributes take them (`YYYY-MM-DD`, `HH:MM`); null for the other types.
 */
export function optionRange(option: TemplateOption): { min?: string; max?: string } | null {
  const keys =
    option.type === "datetime"
      ? (["minDate", "maxDate", 10] as const)
      : option.type === "timestamp"
        ? (["startTime", "endTime", 5] as const)
        : null;
  if (!keys) return null;
  const bound = (key: string) => {
    const value = option.typeProperties?.[key];
    return typeof value === "string" && value !== "" ? value.slice(0, keys[2]) : undefined;
  };
  return { min: bound(keys[0]), max: bound(keys[1]) };
}

const SELECTION_TYPES = new Set(["select", "colorselect", "imageselect"]);
const UPLOAD_TYPES = new Set(["fileupload", "imagefileupload"]);
const EMPTY_MARKUP = /^(?:\s|&nbsp;|<\/?(?:p|div|span|b|i|u|s|strike|em|strong)>|<br\s*\/?>)*$/i;

/** True for the selection types (select, colour select, image select). */
export const isSelection = (option: TemplateOption): boolean => SELECTION_TYPES.has(option.type);
/** True for the file and image upload types. */
export const isUpload = (option: TemplateOption): boolean => UPLOAD_TYPES.has(option.type);
/** True when a selection option takes several values (multi-select). */
export const isMultiSelect = (option: TemplateOption): boolean =>
  option.typeProperties?.isMultiSelect === true;
/** A number of the option's type properties, or `fallback`. */
export function typeNumber(option: TemplateOption, key: string, fallback: number): number {
  const raw = option.typeProperties?.[key];
  const value = Number(raw);
  return raw == null || Number.isNaN(value) ? fallback : value;
}

/** True when rich-text markup holds nothing (`<p><br></p>`, `&nbsp;` and the like count as empty). */
export const isEmptyMarkup = (markup: string): boolean => EMPTY_MARKUP.test(markup);

/** The label of an option or a value. */
export const displayName = (entity: TemplateOption | TemplateValue): string =>
  translated(entity, "displayName") ?? "";

/**
 * Why a file of an upload option was refused, by its code: too many files (422), too large (413), a type not
 * allowed (415), else the upload failed (`generic`, the one a retry may fix); `max` is the count or size limit.
 */
export function fileError(option: TemplateOption, code: number | undefined): FieldError {
  const rule =
    code === UPLOAD_TOO_MANY_FILES_CODE
      ? "fileCount"
      : code === 413
        ? "fileSize"
        : code === 415
          ? "fileType"
          : "generic";
  return {
    rule,
    params: {
      max:
        rule === "fileCount"
          ? typeNumber(option, "maxCount", UPLOAD_MAX_COUNT_DEFAULT)
          : typeNumber(option, "maxFileSize", 10),
    },
  };
}

/** The value an option starts with: the template's default values, a number's default, else empty. */
export function initialValue(option: TemplateOption): OptionValue {
  if (option.type === "checkbox") return false;
  if (isSelection(option))
    return (option.values ?? []).filter((value) => value.default).map((value) => value.id);
  return option.type === "numberfield" ? String(option.typeProperties?.defaultValue ?? "") : "";
}

const text = (value: OptionValue | undefined): string => (typeof value === "string" ? value : "");
const ids = (value: OptionValue | undefined): string[] => (Array.isArray(value) ? value : []);

/**
 * Checks one option's value: number (required and not an integer →
 * required, below min → min, above max → max), text (required, min length, max length with -1 = no limit), date
 * and time (within the template's min/max date and start/end time),
 * select and radio group, selection-required group, rich text (empty markup is empty), uploads (at least one file
 * and all valid). Returns the broken rule or null.
 */
export function validateOption(
  option: TemplateOption,
  value: OptionValue | undefined,
  uploads: readonly UploadEntry[] = [],
): FieldError | null {
  const required = option.required === true;
  if (option.type === "numberfield") {
    const raw = text(value).trim();
    if (required && !Number.isInteger(Number.parseInt(raw, 10))) return { rule: "required", params: {} };
    if (raw === "") return null;
    const number = Number(raw);
    const min = typeNumber(option, "minValue", Number.NEGATIVE_INFINITY);
    const max = typeNumber(option, "maxValue", Number.POSITIVE_INFINITY);
    if (Number.isNaN(number)) return { rule: "generic", params: {} };
    if (number < min) return { rule: "min", params: { min } };
    if (number > max) return { rule: "max", params: { max } };
    return null;
  }
  if (option.type === "checkbox") return required && value !== true ? { rule: "required", params: {} } : null;
  if (isSelection(option))
    return required && ids(value).length === 0 ? { rule: "required", params: {} } : null;
  if (isUpload(option)) {
    const failed =
      uploads.find((entry) => entry.code === UPLOAD_TOO_MANY_FILES_CODE) ??
      uploads.find((entry) => entry.status === "error");
    if (failed) return fileError(option, failed.code);
    if (required && (uploads.length === 0 || uploads.some((entry) => !entry.valid))) {
      return { rule: "required", params: {} };
    }
    return null;
  }
  const raw = text(value);
  const minLength = typeNumber(option, "minLength", 0);
  const maxLength = typeNumber(option, "maxLength", -1);
  let length: number;
  if (option.type === "htmleditor") {
    // Rich text: markup without text is empty; its length is the text's.
    if (isEmptyMarkup(raw)) return required ? { rule: "required", params: {} } : null;
    length = raw.replace(/<[^>]*>/g, "").length;
    if (length < minLength) return { rule: "min", params: { min: minLength } };
  } else {
    // Text, date and time: @vitrine/forms' field rules where they are the same (required and minimum length, on
    // the trimmed value).
    const error = checkField(raw, { required, minLength });
    if (error) return { rule: error.rule === "required" ? "required" : "min", params: { min: minLength } };
    length = raw.trim().length;
  }
  if (maxLength !== -1 && length > maxLength) return { rule: "max", params: { max: maxLength } };
  // Dates and times within the template's range (a typed value can leave the picker's min and max).
  const range = optionRange(option);
  const typed = raw.trim();
  if (range && typed !== "") {
    if (range.min && typed < range.min) return { rule: "min", params: { min: range.min } };
    if (range.max && typed > range.max) return { rule: "max", params: { max: range.max } };
  }
  return null;
}

/**
 * The filled / empty test per option type: checkbox checked, selection with a
 * value, date or time set, text not blank, rich text not empty markup, number differing from its default, upload
 * with an uploaded file.
 */
export function isFilled(
  option: TemplateOption,
  value: OptionValue | undefined,
  uploads: readonly UploadEntry[] = [],
): boolean {
  if (option.type === "checkbox") return value === true;
  if (isSelection(option)) return ids(value).length > 0;
  if (isUpload(option)) return uploads.some((entry) => entry.uploaded);
  if (option.type === "htmleditor") return !isEmptyMarkup(text(value));
  if (option.type === "numberfield") {
    const raw = text(value).trim();
    return raw !== "" && Number(raw) !== typeNumber(option, "defaultValue", 0);
  }
  return text(value).trim() !== "";
}

/** The configurator's values and uploads, by option id. */
export interface Choices {
  values: Record<string, OptionValue>;
  uploads: Record<string, readonly UploadEntry[]>;
}

type Condition = NonNullable<Exclusion["conditions"]>[number];

function conditionHolds(template: Template, condition: Condition, choices: Choices): boolean {
  const option = template.options?.find((candidate) => candidate.id === condition.templateOptionId);
  if (!option) return false;
  const value = choices.values[option.id];
  const valueIds = condition.extensions?.value_id ?? [];
  const filled =
    valueIds.length > 0 && isSelection(option)
      ? ids(value).some((id) => valueIds.includes(id))
      : isFilled(option, value, choices.uploads[option.id]);
  return (condition.templateExclusionOperator?.operator ?? "X") === "X" ? filled : !filled;
}

/** Every exclusion rule the choices violate: all its conditions hold (all are listed, not only the first). */
export function exclusionViolations(template: Template, choices: Choices): Exclusion[] {
  return (template.exclusions ?? []).filter(
    (rule) =>
      (rule.conditions ?? []).length > 0 &&
      (rule.conditions ?? []).every((condition) => conditionHolds(template, condition, choices)),
  );
}

/**
 * The extension of the exclusion rules: when all but one condition of a rule hold, the choices that would make the
 * last one hold are disabled (select options, checkboxes, radios; with `value_id` only those values). Answers the
 * rule's name by key: `<optionId>` for a whole checkbox or option, `<optionId>:<valueId>` for one value.
 */
export function excludedChoices(template: Template, choices: Choices): Record<string, string> {
  const disabled: Record<string, string> = {};
  for (const rule of template.exclusions ?? []) {
    const conditions = rule.conditions ?? [];
    if (conditions.length < 2) continue;
    const open = conditions.filter((condition) => !conditionHolds(template, condition, choices));
    const last = open[0];
    if (open.length !== 1 || !last || (last.templateExclusionOperator?.operator ?? "X") !== "X") continue;
    const option = template.options?.find((candidate) => candidate.id === last.templateOptionId);
    if (!option) continue;
    const reason = rule.name ?? "";
    if (option.type === "checkbox") disabled[option.id] = reason;
    else if (isSelection(option)) {
      const valueIds = last.extensions?.value_id ?? [];
      for (const value of option.values ?? []) {
        if (!valueIds.length || valueIds.includes(value.id)) disabled[`${option.id}:${value.id}`] ??= reason;
      }
    }
  }
  return disabled;
}

/** The gross price of a template price list (its first entry), 0 without one. */
const gross = (price: { gross: number }[] | null | undefined): number => price?.[0]?.gross ?? 0;

/**
 * The client's instant price estimate, as the shop computes it: the product's unit price plus every filled option's
 * surcharge (absolute or a percentage of the unit price, a number option times its value, its values' surcharges),
 * once or per piece; rounded to 2 decimals.
 */
export function estimatePrice(
  template: Template,
  choices: Choices,
  productUnitPrice: number,
  quantity: number,
): { totalPrice: number; unitPrice: number } {
  const relative = (percentage: number | null | undefined) =>
    roundPrice((productUnitPrice * (percentage ?? 0)) / 100);
  let perUnit = 0;
  let oneTime = 0;
  for (const option of template.options ?? []) {
    const value = choices.values[option.id];
    if (!isFilled(option, value, choices.uploads[option.id])) continue;
    let unit = option.relativeSurcharge ? relative(option.percentageSurcharge) : gross(option.price);
    if (option.type === "numberfield") unit = roundPrice(unit * Number(value));
    for (const chosen of option.values ?? []) {
      if (ids(value).includes(chosen.id)) {
        unit += chosen.relativeSurcharge ? relative(chosen.percentageSurcharge) : gross(chosen.price);
      }
    }
    unit = roundPrice(unit);
    if (option.oneTimeSurcharge) oneTime += unit;
    else perUnit += unit;
  }
  perUnit = roundPrice(perUnit);
  return {
    unitPrice: roundPrice(productUnitPrice + perUnit),
    totalPrice: roundPrice(productUnitPrice * quantity + perUnit * quantity + roundPrice(oneTime)),
  };
}

/** Whether some file of an option is still on its way (added or uploading). */
export const uploading = (entries: readonly UploadEntry[] = []): boolean =>
  entries.some((entry) => entry.status === "added" || entry.status === "uploading");
