import * as v from "valibot";
import { mapSlots, pageSlots } from "./cms.mapping";
import { type CheckedCmsPage, type CmsPage, CmsPageSchema } from "./cms.schema";
import { cmsElementSchemas } from "./elements/elements.schema";

/** A Store API `cmsPage` checked against {@link CmsPageSchema}; null when there is none or it is malformed. */
export function cmsPageOf(value: unknown): CmsPage | null {
  const parsed = v.safeParse(CmsPageSchema, value);
  return parsed.success ? parsed.output : null;
}

/**
 * The page with each slot's data checked against its element's schema (`elements`: the standard elements' by
 * default; `{ ...cmsElementSchemas, ...yours }` for a shop's own), in the loader: data that does not match becomes
 * `null` (its element renders its empty state), matching data is the schema's output. `<CmsPage>` renders only
 * checked pages, so the browser loads no schema for them.
 */
export function checkCmsPage(
  page: CmsPage,
  elements: Readonly<Record<string, v.GenericSchema>> = cmsElementSchemas,
): CheckedCmsPage {
  const checked = mapSlots(page, (slot) => {
    const schema = elements[slot.type];
    if (!schema || slot.data == null) return slot;
    const parsed = v.safeParse(schema, slot.data);
    return { ...slot, data: parsed.success ? parsed.output : null };
  });
  return { ...checked, elementsChecked: true };
}

/**
 * The data of the page's first slot of `type`, checked against `schema` (the element's own data schema): parsed
 * once and typed; undefined when the page has no such slot or its data is missing or malformed.
 */
export function cmsSlotData<S extends v.GenericSchema>(
  page: CmsPage,
  type: string,
  schema: S,
): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, pageSlots(page).find((slot) => slot.type === type)?.data);
  return parsed.success ? parsed.output : undefined;
}
