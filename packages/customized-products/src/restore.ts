// `@vitrine/customized-products/restore`: a stored configuration (a share link, the cart's edit) as the
// configurator's values, read where the configuration is loaded (e.g. a server loader), kept out of the main entry.

import { CONFIGURATION_EDIT_PARAMETER, lineConfiguration } from "@vitrine/cart/checkout";
import type { StoreApiClient } from "@vitrine/core";
import type { LineItem } from "@vitrine/core/schemas";
import * as v from "valibot";
import type { RestoredChoices } from "./configurator.state";
import type { Template, TemplateOption } from "./customizedProducts.schema";
import { type RestoreConfiguration, RestoreConfigurationSchema } from "./restore.schema";
import { initialValue, isSelection, isUpload, type OptionValue } from "./rules";
import type { UploadEntry } from "./uploads";

export type { RestoredChoices } from "./configurator.state";

/** The product page's query parameters: a share link's id, and the cart's edit link's configuration id. */
export const SHARE_PARAMETER = "swagCustomizedProductsConfigurationShare";
export { CONFIGURATION_EDIT_PARAMETER as EDIT_PARAMETER };

/** A restored option value ("Restore configuration"); files come back by their media id. */
function restoredChoice(
  option: TemplateOption,
  raw: unknown,
): { value?: OptionValue; uploads?: UploadEntry[] } {
  if (isUpload(option)) {
    const files = Array.isArray(raw) ? (raw as { filename?: string; mediaId?: string }[]) : [];
    return {
      uploads: files
        .filter((file) => file.mediaId)
        .map((file): UploadEntry => {
          const name = String(file.filename ?? file.mediaId);
          return {
            key: `${name}|${file.mediaId}`,
            name,
            status: "success",
            valid: true,
            uploaded: true,
            mediaId: String(file.mediaId),
          };
        }),
    };
  }
  if (option.type === "checkbox") return { value: raw === true };
  if (isSelection(option)) return { value: (Array.isArray(raw) ? raw : raw ? [raw] : []).map(String) };
  return { value: raw === null || raw === undefined ? "" : String(raw) };
}

/**
 * Restores quantity and every value of a stored configuration ("Restore configuration"): file values
 * come back from their media id (no file is faked); options it does not name are left empty.
 */
export function restoredChoices(template: Template, configuration: RestoreConfiguration): RestoredChoices {
  const values: Record<string, OptionValue> = {};
  const uploads: Record<string, UploadEntry[]> = {};
  for (const option of template.options ?? []) {
    const entry = configuration.options[option.id];
    if (!entry) {
      values[option.id] =
        option.type === "checkbox" ? false : isSelection(option) ? [] : initialValue(option);
      continue;
    }
    const restored = restoredChoice(option, entry.value);
    if (restored.value !== undefined) values[option.id] = restored.value;
    if (restored.uploads) uploads[option.id] = restored.uploads;
  }
  return { values, uploads, quantity: configuration.quantity };
}

/** Reads a shared configuration (`GET /vitrine/customized-products/share/{shareId}`), e.g. in the page's loader. */
export function readSharedConfiguration(
  client: StoreApiClient,
  shareId: string,
  signal?: AbortSignal,
): Promise<RestoreConfiguration> {
  return client.get("/vitrine/customized-products/share/{shareId}", {
    params: { shareId },
    schema: RestoreConfigurationSchema,
    signal,
  });
}

/**
 * The configuration of a cart line to change (the cart's edit link, `?swagCustomizedProductsConfigurationEdit=<id>`):
 * quantity from the line, every value from the configuration it carries, and its hash as `oldHash`, so adding
 * replaces the line instead of adding a second one. Null when the cart has no such line of this template (removed,
 * ordered, or another shopper's link).
 */
export function editedConfiguration(
  template: Template,
  lineItems: readonly LineItem[],
  configurationId: string,
): RestoredChoices | null {
  for (const item of lineItems) {
    const stored = lineConfiguration(item);
    if (stored?.id !== configurationId) continue;
    const parsed = v.safeParse(RestoreConfigurationSchema, stored.configuration);
    if (!parsed.success || (parsed.output.templateId ?? template.id) !== template.id) return null;
    return {
      ...restoredChoices(template, parsed.output),
      quantity: item.quantity,
      oldHash: stored.hash ?? item.id,
    };
  }
  return null;
}
