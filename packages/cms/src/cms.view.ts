import type { CmsBlock, CmsPage, CmsSection, CmsSlot } from "./cms.schema";

// What `<CmsPage>` and its elements read of a layout, as a projection for the loader: the Store API's layout carries
// each slot's config twice (`config` and `translated.config`), ids of the parents, timestamps, versions and
// custom fields on every section, block and slot; a loader's data is sent to the browser again for hydration.

/** The fields of an object that are set (null and undefined left out: the renderer reads them with `??`). */
function present<T extends object, K extends keyof T>(entity: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (entity[key] != null) out[key] = entity[key];
  return out;
}

const BOX = ["backgroundColor", "backgroundMediaMode", "cssClass", "visibility"] as const;
const SECTION = ["id", "type", "position", "sizingMode", "mobileBehavior", ...BOX] as const;
const BLOCK = [
  "id",
  "type",
  "position",
  "sectionPosition",
  "marginTop",
  "marginBottom",
  "marginLeft",
  "marginRight",
  ...BOX,
] as const;

/** A section's or block's background media: its URL is what the background style reads. */
const background = (entity: CmsSection | CmsBlock) =>
  typeof entity.backgroundMedia?.url === "string"
    ? { backgroundMedia: { url: entity.backgroundMedia.url } }
    : {};

/** A slot as its element reads it: id, type, position in the block, its config (the translated one) and data. */
function slotView(slot: CmsSlot): CmsSlot {
  const config = slot.translated?.config ?? slot.config;
  return {
    id: slot.id,
    type: slot.type,
    slot: slot.slot,
    ...(config ? { config } : {}),
    ...(slot.data != null ? { data: slot.data } : {}),
  };
}

/**
 * The layout with only what `<CmsPage>` and the elements read: the page's id, type and class; each section's and
 * block's layout fields (type, position, sizing, margins, background, class, visibility); each slot's id, type,
 * place, config (`translated.config` when sent, as `configValue` reads it) and data, as they are.
 */
export function cmsPageView(page: CmsPage): CmsPage {
  return {
    ...present(page, ["type", "cssClass"] as const),
    id: page.id,
    sections: (page.sections ?? []).map(
      (section): CmsSection => ({
        ...present(section, SECTION),
        ...background(section),
        id: section.id,
        blocks: (section.blocks ?? []).map(
          (block): CmsBlock => ({
            ...present(block, BLOCK),
            ...background(block),
            id: block.id,
            type: block.type,
            slots: (block.slots ?? []).map(slotView),
          }),
        ),
      }),
    ),
  };
}

/**
 * The Store API `includes` of a layout's own entities (`cms_page`, `cms_section`, `cms_block`, `cms_slot`): the
 * fields `cmsPageView` keeps (and `translated`, whose config it reads), so a route that answers with a layout
 * (`/category/{id}`, `/landing-page/{id}`, `/product/{id}`) sends no more. The slots' data (products, media) follows
 * the includes of its own entities.
 */
export const CMS_INCLUDES: Readonly<Record<string, string[]>> = {
  cms_page: ["id", "type", "cssClass", "sections"],
  cms_section: ["id", ...SECTION.slice(1), "backgroundMedia", "blocks"],
  cms_block: ["id", ...BLOCK.slice(1), "backgroundMedia", "slots"],
  cms_slot: ["id", "type", "slot", "config", "translated", "data"],
};
