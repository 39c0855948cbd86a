import { createHash } from "node:crypto";
import type { ShopCurrency } from "../catalog/locales.js";
import { errorEntry, type StoreApiErrorEntry } from "../errors.js";
import { unitPriceFor } from "./cart.calculate.js";
import type { CartProduct, StoredLineItem } from "./cart.types.js";
import { roundMoney } from "./money.js";

type Json = Record<string, unknown>;

/** A value of a selection option in the template. */
export interface TemplateValue {
  id: string;
  displayName: string;
  price: number;
  relativeSurcharge: boolean;
  percentageSurcharge: number;
}

/** An option of a Swag Customized Products template, reduced to what pricing and validation need. */
export interface TemplateOption {
  id: string;
  type: string;
  displayName: string;
  required: boolean;
  oneTimeSurcharge: boolean;
  relativeSurcharge: boolean;
  percentageSurcharge: number;
  price: number;
  typeProperties: Json;
  values: TemplateValue[];
}

/** A template: options and exclusion rules (every condition of a rule holding is a violation). */
export interface Template {
  id: string;
  productId: string;
  options: TemplateOption[];
  exclusions: {
    id: string;
    name: string;
    conditions: { optionId: string; operator: string; valueIds: string[] }[];
  }[];
}

function grossOf(price: unknown): number {
  const first = Array.isArray(price) ? (price[0] as Json | undefined) : undefined;
  return Number(first?.gross ?? 0);
}

/** Reads a template entity (as the catalogue stores it) into the reduced form. */
export function parseTemplate(json: Json, productId: string): Template {
  const options = ((json.options as Json[] | undefined) ?? []).map(
    (option): TemplateOption => ({
      id: String(option.id),
      type: String(option.type),
      displayName: String((option.translated as Json | undefined)?.displayName ?? option.displayName ?? ""),
      required: option.required === true,
      oneTimeSurcharge: option.oneTimeSurcharge === true,
      relativeSurcharge: option.relativeSurcharge === true,
      percentageSurcharge: Number(option.percentageSurcharge ?? 0),
      price: grossOf(option.price),
      typeProperties: (option.typeProperties as Json | undefined) ?? {},
      values: ((option.values as Json[] | undefined) ?? []).map((value) => ({
        id: String(value.id),
        displayName: String((value.translated as Json | undefined)?.displayName ?? value.displayName ?? ""),
        price: grossOf(value.price),
        relativeSurcharge: value.relativeSurcharge === true,
        percentageSurcharge: Number(value.percentageSurcharge ?? 0),
      })),
    }),
  );
  const exclusions = ((json.exclusions as Json[] | undefined) ?? []).map((exclusion) => ({
    id: String(exclusion.id),
    name: String(exclusion.name ?? ""),
    conditions: ((exclusion.conditions as Json[] | undefined) ?? []).map((condition) => ({
      optionId: String(condition.templateOptionId),
      operator: String((condition.templateExclusionOperator as Json | undefined)?.operator ?? "X"),
      valueIds: (((condition.extensions as Json | undefined)?.value_id as string[] | undefined) ?? []).map(
        String,
      ),
    })),
  }));
  return { id: String(json.id), productId, options, exclusions };
}

/** What the shopper chose for one option, normalised. */
export interface ChosenOption {
  option: TemplateOption;
  /** Selected value ids (selection types). */
  valueIds: string[];
  /** Text, number, date or time value. */
  value: string | number | boolean | null;
  /** Uploaded files (upload types). */
  media: { mediaId: string; filename: string }[];
  filled: boolean;
}

const EMPTY_MARKUP = /^(?:\s|<p>|<\/p>|<br\s*\/?>|&nbsp;|<div>|<\/div>)*$/i;

function isSelection(type: string): boolean {
  return type === "select" || type === "colorselect" || type === "imageselect";
}

function isUpload(type: string): boolean {
  return type === "fileupload" || type === "imagefileupload";
}

/** Normalises the submitted options (`{ optionId: { value, media } }`) against the template. */
export function readChoices(
  template: Template,
  submitted: Record<string, unknown>,
): { choices: ChosenOption[]; errors: StoreApiErrorEntry[] } {
  const errors: StoreApiErrorEntry[] = [];
  const choices: ChosenOption[] = [];
  for (const [optionId, raw] of Object.entries(submitted)) {
    if (!template.options.some((option) => option.id === optionId)) {
      errors.push(
        errorEntry(
          400,
          "CUSTOMIZED_PRODUCTS__OPTION_NOT_FOUND",
          `The template has no option ${optionId}.`,
          `/customized-products-template/options/${optionId}`,
        ),
      );
    }
    void raw;
  }
  for (const option of template.options) {
    const pointer = `/customized-products-template/options/${option.id}`;
    const entry = (submitted[option.id] ?? {}) as Json;
    const rawValue = typeof entry === "object" && entry !== null ? entry.value : entry;
    const chosen: ChosenOption = { option, valueIds: [], value: null, media: [], filled: false };
    if (isSelection(option.type)) {
      const ids = (
        Array.isArray(rawValue)
          ? rawValue
          : rawValue === undefined || rawValue === null || rawValue === ""
            ? []
            : [rawValue]
      ).map(String);
      const unknown = ids.filter((id) => !option.values.some((value) => value.id === id));
      if (unknown.length) {
        errors.push(
          errorEntry(
            400,
            "CUSTOMIZED_PRODUCTS__VALUE_NOT_FOUND",
            `Unknown value ${unknown[0]} for "${option.displayName}".`,
            `${pointer}/value`,
          ),
        );
      }
      if (ids.length > 1 && option.typeProperties.isMultiSelect !== true) {
        errors.push(
          errorEntry(
            400,
            "CUSTOMIZED_PRODUCTS__SINGLE_VALUE",
            `"${option.displayName}" takes one value.`,
            `${pointer}/value`,
          ),
        );
      }
      chosen.valueIds = ids.filter((id) => !unknown.includes(id));
      chosen.filled = chosen.valueIds.length > 0;
    } else if (isUpload(option.type)) {
      const media =
        (typeof entry === "object" && entry !== null ? (entry.media as Json | undefined) : undefined) ?? {};
      chosen.media = Object.entries(media).map(([filename, file]) => ({
        filename: String((file as Json | undefined)?.filename ?? filename),
        mediaId: String(
          (file as Json | undefined)?.id ?? (file as Json | undefined)?.mediaId ?? "",
        ).replaceAll("-", ""),
      }));
      const maxCount = Number(option.typeProperties.maxCount ?? 1);
      if (chosen.media.length > maxCount) {
        errors.push(
          errorEntry(
            400,
            "CUSTOMIZED_PRODUCTS__TOO_MANY_FILES",
            `At most ${maxCount} file(s) for "${option.displayName}".`,
            `${pointer}/media`,
          ),
        );
      }
      chosen.filled = chosen.media.length > 0;
    } else if (option.type === "checkbox") {
      chosen.value =
        rawValue === true || rawValue === "on" || rawValue === "1" || rawValue === 1 || rawValue === "true";
      chosen.filled = chosen.value === true;
    } else if (option.type === "numberfield") {
      if (rawValue !== undefined && rawValue !== null && rawValue !== "") {
        const number = Number(rawValue);
        if (!Number.isFinite(number)) {
          errors.push(
            errorEntry(
              400,
              "CUSTOMIZED_PRODUCTS__INVALID_NUMBER",
              `"${option.displayName}" must be a number.`,
              `${pointer}/value`,
            ),
          );
        } else {
          const min = Number(option.typeProperties.minValue ?? Number.NEGATIVE_INFINITY);
          const max = Number(option.typeProperties.maxValue ?? Number.POSITIVE_INFINITY);
          if (number < min || number > max) {
            errors.push(
              errorEntry(
                400,
                "CUSTOMIZED_PRODUCTS__NUMBER_OUT_OF_RANGE",
                `"${option.displayName}" must be between ${min} and ${max}.`,
                `${pointer}/value`,
              ),
            );
          }
          chosen.value = number;
          // Filled means: differs from the default (SPEC 5, exclusion tests for numbers).
          chosen.filled = number !== Number(option.typeProperties.defaultValue ?? 0);
        }
      }
    } else {
      const text = rawValue === undefined || rawValue === null ? "" : String(rawValue);
      if (typeof rawValue === "object" && rawValue !== null) {
        errors.push(
          errorEntry(
            400,
            "CUSTOMIZED_PRODUCTS__INVALID_VALUE",
            `"${option.displayName}" must be text.`,
            `${pointer}/value`,
          ),
        );
      }
      const empty = option.type === "htmleditor" ? EMPTY_MARKUP.test(text) : text.trim() === "";
      if (!empty) {
        const maxLength = Number(option.typeProperties.maxLength ?? -1);
        const minLength = Number(option.typeProperties.minLength ?? 0);
        const length =
          option.type === "htmleditor" ? text.replace(/<[^>]*>/g, "").length : text.trim().length;
        if (maxLength >= 0 && length > maxLength) {
          errors.push(
            errorEntry(
              400,
              "VIOLATION::TOO_LONG_ERROR",
              `"${option.displayName}" allows ${maxLength} characters.`,
              `${pointer}/value`,
            ),
          );
        }
        if (length < minLength) {
          errors.push(
            errorEntry(
              400,
              "VIOLATION::TOO_SHORT_ERROR",
              `"${option.displayName}" needs ${minLength} characters.`,
              `${pointer}/value`,
            ),
          );
        }
        if (option.type === "datetime" && !/^\d{4}-\d{2}-\d{2}/.test(text)) {
          errors.push(
            errorEntry(
              400,
              "CUSTOMIZED_PRODUCTS__INVALID_DATE",
              `"${option.displayName}" must be a date.`,
              `${pointer}/value`,
            ),
          );
        }
        if (option.type === "timestamp" && !/^\d{2}:\d{2}/.test(text)) {
          errors.push(
            errorEntry(
              400,
              "CUSTOMIZED_PRODUCTS__INVALID_TIME",
              `"${option.displayName}" must be a time.`,
              `${pointer}/value`,
            ),
          );
        }
        // Dates and times within the template's range (min/max date, start/end time), compared as ISO text.
        const range =
          option.type === "datetime"
            ? { min: option.typeProperties.minDate, max: option.typeProperties.maxDate, length: 10 }
            : option.type === "timestamp"
              ? { min: option.typeProperties.startTime, max: option.typeProperties.endTime, length: 5 }
              : null;
        if (range) {
          const typed = text.trim().slice(0, range.length);
          const min = typeof range.min === "string" && range.min ? range.min.slice(0, range.length) : null;
          const max = typeof range.max === "string" && range.max ? range.max.slice(0, range.length) : null;
          if ((min && typed < min) || (max && typed > max)) {
            errors.push(
              errorEntry(
                400,
                "CUSTOMIZED_PRODUCTS__OUT_OF_RANGE",
                `"${option.displayName}" must be between ${min ?? "any"} and ${max ?? "any"}.`,
                `${pointer}/value`,
              ),
            );
          }
        }
      }
      chosen.value = empty ? null : text;
      chosen.filled = !empty;
    }
    choices.push(chosen);
  }
  return { choices, errors };
}

/** Rules a complete configuration must meet before it goes to the cart: required options and exclusions. */
export function completenessErrors(template: Template, choices: ChosenOption[]): StoreApiErrorEntry[] {
  const errors: StoreApiErrorEntry[] = [];
  for (const chosen of choices) {
    if (chosen.option.required && !chosen.filled) {
      errors.push(
        errorEntry(
          400,
          "VIOLATION::IS_BLANK_ERROR",
          `"${chosen.option.displayName}" is required.`,
          `/customized-products-template/options/${chosen.option.id}`,
        ),
      );
    }
  }
  const byId = new Map(choices.map((chosen) => [chosen.option.id, chosen]));
  for (const exclusion of template.exclusions) {
    const violated =
      exclusion.conditions.length > 0 &&
      exclusion.conditions.every((condition) => {
        const chosen = byId.get(condition.optionId);
        const filled = condition.valueIds.length
          ? Boolean(chosen?.valueIds.some((id) => condition.valueIds.includes(id)))
          : Boolean(chosen?.filled);
        return condition.operator === "X" ? filled : !filled;
      });
    if (violated) {
      errors.push(
        errorEntry(
          400,
          "CUSTOMIZED_PRODUCTS__EXCLUSION_VIOLATION",
          exclusion.name,
          "/customized-products-template/options",
          { exclusionId: exclusion.id },
        ),
      );
    }
  }
  return errors;
}

/** One priced line of the breakdown. */
export interface PricedOption {
  optionId: string;
  type: string;
  label: string;
  values: string[];
  oneTime: boolean;
  /** Gross surcharge per product unit, or once for one-time options. */
  unitPrice: number;
  quantity: number;
  totalPrice: number;
}

/** Prices a configuration: the product (tier price for the quantity) plus the surcharges of filled options. */
export function priceConfiguration(
  product: CartProduct,
  choices: ChosenOption[],
  quantity: number,
  currency: Pick<ShopCurrency, "isoCode" | "factor"> = { isoCode: "EUR", factor: 1 },
) {
  const productUnit = unitPriceFor(product, quantity);
  // Absolute surcharges are the default currency's: converted with the currency's factor.
  const absolute = (price: number) => roundMoney(price * currency.factor);
  const relative = (percentage: number) => roundMoney((productUnit * percentage) / 100);
  const options: PricedOption[] = [];
  for (const chosen of choices) {
    if (!chosen.filled) continue;
    const { option } = chosen;
    let unit = option.relativeSurcharge ? relative(option.percentageSurcharge) : absolute(option.price);
    if (option.type === "numberfield" && typeof chosen.value === "number")
      unit = roundMoney(unit * chosen.value);
    const values = option.values.filter((value) => chosen.valueIds.includes(value.id));
    for (const value of values)
      unit += value.relativeSurcharge ? relative(value.percentageSurcharge) : absolute(value.price);
    unit = roundMoney(unit);
    const lineQuantity = option.oneTimeSurcharge ? 1 : quantity;
    options.push({
      optionId: option.id,
      type: option.type,
      label: option.displayName,
      values: values.length
        ? values.map((value) => value.displayName)
        : chosen.media.length
          ? chosen.media.map((file) => file.filename)
          : chosen.value === null || chosen.value === true
            ? []
            : [String(chosen.value)],
      oneTime: option.oneTimeSurcharge,
      unitPrice: unit,
      quantity: lineQuantity,
      totalPrice: roundMoney(unit * lineQuantity),
    });
  }
  const productTotal = roundMoney(productUnit * quantity);
  const perUnit = roundMoney(
    options.filter((line) => !line.oneTime).reduce((sum, line) => sum + line.unitPrice, 0),
  );
  const oneTime = roundMoney(
    options.filter((line) => line.oneTime).reduce((sum, line) => sum + line.totalPrice, 0),
  );
  const totalPrice = roundMoney(productTotal + perUnit * quantity + oneTime);
  return {
    productId: product.id,
    quantity,
    currency: currency.isoCode,
    product: { label: product.name, unitPrice: productUnit, totalPrice: productTotal },
    options,
    surchargesPerUnit: perUnit,
    surchargesOneTime: oneTime,
    unitPrice: roundMoney(productUnit + perUnit),
    totalPrice,
    apiAlias: "vitrine_customized_products_price",
  };
}

/** A stable hash of a configuration: the same choices for the same product stack in the cart. */
export function configurationHash(templateId: string, productId: string, choices: ChosenOption[]): string {
  const canonical = choices
    .filter((chosen) => chosen.filled)
    .map((chosen) => [
      chosen.option.id,
      chosen.valueIds,
      chosen.value,
      chosen.media.map((file) => file.mediaId),
    ]);
  return createHash("md5")
    .update(JSON.stringify([templateId, productId, canonical]))
    .digest("hex");
}

/**
 * A configuration as Swag Customized Products stores it (SPEC section 3 "Restore configuration"): quantity and a
 * value per filled option with its type; files by filename and media id, choices by value id.
 */
export function storedConfiguration(
  templateId: string,
  productId: string,
  quantity: number,
  choices: ChosenOption[],
): Record<string, unknown> {
  return {
    templateId,
    productId,
    quantity,
    options: Object.fromEntries(
      choices
        .filter((chosen) => chosen.filled)
        .map((chosen) => [
          chosen.option.id,
          {
            type: chosen.option.type,
            value: chosen.media.length
              ? chosen.media
              : chosen.valueIds.length
                ? chosen.valueIds
                : chosen.value,
          },
        ]),
    ),
  };
}

/** The customized-products container line item for the cart. */
export function customizedLineItem(
  template: Template,
  product: CartProduct,
  choices: ChosenOption[],
  quantity: number,
): StoredLineItem {
  const id = configurationHash(template.id, product.id, choices);
  const priced = priceConfiguration(product, choices, quantity);
  return {
    id,
    type: "customized-products",
    referencedId: template.id,
    quantity,
    stackable: true,
    removable: true,
    payload: { templateId: template.id, configurationHash: id },
    // As Swag Customized Products does: the line carries its stored configuration, so the cart can link to the
    // product page to change it (`?swagCustomizedProductsConfigurationEdit=<id>`, sent back as `oldHash`).
    extensions: {
      customizedProductConfiguration: {
        id: createHash("md5").update(`configuration:${id}`).digest("hex"),
        hash: id,
        templateId: template.id,
        configuration: storedConfiguration(template.id, product.id, quantity, choices),
        apiAlias: "swag_customized_products_template_configuration",
      },
    },
    children: [
      {
        id: product.id,
        type: "product",
        referencedId: product.id,
        quantity,
        stackable: true,
        removable: false,
      },
      ...priced.options.map((line) => ({
        id: createHash("md5").update(`${id}:${line.optionId}`).digest("hex"),
        type: "customized-products-option" as const,
        referencedId: line.optionId,
        quantity: line.quantity,
        stackable: false,
        removable: false,
        label: line.values.length ? `${line.label}: ${line.values.join(", ")}` : line.label,
        surcharge: { amount: line.unitPrice, oneTime: line.oneTime },
        payload: { type: line.type, values: line.values },
      })),
    ],
  };
}
