// The configurator's one state store (a reducer): values, uploads, touched fields, quantity, confirmation, wizard
// step and price quote. Validity and violations are derived from it, never stored twice.
import type { PriceQuote, Template } from "./customizedProducts.schema";
import {
  type Choices,
  excludedChoices,
  exclusionViolations,
  type FieldError,
  initialValue,
  isFilled,
  isSelection,
  isUpload,
  type OptionValue,
  uploading,
  validateOption,
} from "./rules";
import type { UploadEntry } from "./uploads";

/** A restored configuration's values, files (by media id) and quantity (from `restoredChoices`). */
export interface RestoredChoices extends Choices {
  quantity: number;
  /** The cart line this configuration changes (its hash, from the cart's edit link): adding replaces that line. */
  oldHash?: string;
}

/** The configurator's state. */
export interface ConfiguratorState extends Choices {
  /** Options whose errors are shown (changed or left by the shopper, or all after a buy attempt). */
  touched: Record<string, boolean>;
  /** How many buy attempts were made; after one, every error is shown. */
  submitted: number;
  quantity: number;
  /** The confirm checkbox (templates with `confirmInput`). */
  confirmed: boolean;
  /** The wizard's zero-based page (0 = start page). */
  step: number;
  /** The price display's last answer and whether a newer one is on its way. */
  quote: PriceQuote | null;
  quoteStatus: "idle" | "loading" | "ready" | "error";
  /** The cart line being changed (`oldHash`), when the configuration came from the cart's edit link. */
  oldHash?: string;
}

/** What can happen to the configurator. */
export type ConfiguratorAction =
  | { type: "set"; optionId: string; value: OptionValue }
  | { type: "touch"; optionId: string }
  | { type: "uploads"; optionId: string; update: (entries: readonly UploadEntry[]) => UploadEntry[] }
  | { type: "quantity"; quantity: number }
  | { type: "confirm"; confirmed: boolean }
  | { type: "step"; step: number }
  | { type: "submit" }
  | { type: "quote"; status: ConfiguratorState["quoteStatus"]; quote?: PriceQuote };

/** The state a template starts with (defaults), or with a restored configuration. */
export function initialConfiguratorState(
  template: Template,
  quantity = 1,
  restore?: RestoredChoices | null,
): ConfiguratorState {
  const state: ConfiguratorState = {
    values: Object.fromEntries((template.options ?? []).map((option) => [option.id, initialValue(option)])),
    uploads: {},
    touched: {},
    submitted: 0,
    quantity,
    confirmed: false,
    step: 0,
    quote: null,
    quoteStatus: "idle",
  };
  return restore
    ? {
        ...state,
        values: { ...state.values, ...restore.values },
        uploads: restore.uploads,
        quantity: restore.quantity,
        oldHash: restore.oldHash,
      }
    : state;
}

/** The configurator's state rules. */
export function configuratorReducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  switch (action.type) {
    case "set":
      return {
        ...state,
        values: { ...state.values, [action.optionId]: action.value },
        touched: { ...state.touched, [action.optionId]: true },
      };
    case "touch":
      return state.touched[action.optionId]
        ? state
        : { ...state, touched: { ...state.touched, [action.optionId]: true } };
    case "uploads":
      return {
        ...state,
        uploads: { ...state.uploads, [action.optionId]: action.update(state.uploads[action.optionId] ?? []) },
        touched: { ...state.touched, [action.optionId]: true },
      };
    case "quantity":
    case "confirm":
    case "step": {
      // Each names the state's field it sets (`quantity`, `confirmed`, `step`).
      const { type, ...change } = action;
      return { ...state, ...change };
    }
    case "submit":
      return { ...state, submitted: state.submitted + 1 };
    case "quote":
      // A failed price request keeps the last answer on screen.
      return { ...state, quoteStatus: action.status, quote: action.quote ?? state.quote };
  }
}

/** What the state means: per-option errors, exclusion violations, disabled choices, whether it can be bought. */
export interface ConfiguratorView {
  errors: Record<string, FieldError | null>;
  violations: { id: string; name: string }[];
  /** Disabled choices with the rule's name (`<optionId>` or `<optionId>:<valueId>`). */
  disabled: Record<string, string>;
  /** Every field valid and no file on its way. */
  valid: boolean;
  /** Valid, no violation, confirm ticked (when asked): the buy button is enabled. */
  canBuy: boolean;
}

/** Derives the view of the state ("Buy button (customized products)"). */
export function deriveConfigurator(template: Template, state: ConfiguratorState): ConfiguratorView {
  const errors: Record<string, FieldError | null> = {};
  for (const option of template.options ?? []) {
    errors[option.id] = validateOption(option, state.values[option.id], state.uploads[option.id]);
  }
  const busy = Object.values(state.uploads).some(uploading);
  const violations = exclusionViolations(template, state).map((rule) => ({
    id: rule.id,
    name: rule.name ?? "",
  }));
  const valid = !busy && Object.values(errors).every((error) => error === null);
  return {
    errors,
    violations,
    disabled: excludedChoices(template, state),
    valid,
    canBuy: valid && violations.length === 0 && (template.confirmInput !== true || state.confirmed),
  };
}

/**
 * The buy form as the shop's routes read it: `customized-products-template` (id and a value or the uploaded
 * media per filled, valid option) and the one product line with its quantity.
 */
export function configurationBody(template: Template, productId: string, state: ConfiguratorState) {
  const options: Record<string, unknown> = {};
  for (const option of template.options ?? []) {
    const value = state.values[option.id];
    // A value that breaks its field rule is left out (the shop would refuse the whole form; the field says why).
    if (!isUpload(option) && validateOption(option, value)) continue;
    if (isUpload(option)) {
      const media = (state.uploads[option.id] ?? []).filter((entry) => entry.uploaded && entry.mediaId);
      if (media.length) {
        options[option.id] = {
          media: Object.fromEntries(
            media.map((entry) => [entry.name, { id: entry.mediaId, filename: entry.name }]),
          ),
        };
      }
    } else if (isSelection(option)) {
      const chosen = Array.isArray(value) ? value : [];
      if (chosen.length)
        options[option.id] = { value: option.typeProperties?.isMultiSelect ? chosen : chosen[0] };
    } else if (option.type === "numberfield") {
      // Not a number: refused by its field rule above.
      if (typeof value === "string" && value.trim() !== "") options[option.id] = { value: Number(value) };
    } else if (isFilled(option, value)) options[option.id] = { value };
  }
  return {
    "customized-products-template": { id: template.id, options, oldHash: state.oldHash },
    lineItems: { [productId]: { id: productId, quantity: state.quantity } },
  };
}
