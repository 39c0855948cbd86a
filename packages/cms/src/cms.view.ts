import type { CmsBlock, CmsConfigValue, CmsPage, CmsSection, CmsSlot } from "./cms.schema";

type Maybe<T> = T | null | undefined;

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

/** Whether a value is a media file of the Store API (a URL and its thumbnails). */
const isMedia = (value: Record<string, unknown>) =>
  typeof value.url === "string" && Array.isArray(value.thumbnails);

/** A media file as an image reads it: id, URL, alt text and title (translated), intrinsic size, thumbnails. */
function mediaView(media: Record<string, unknown>): Record<string, unknown> {
  const translated = (media.translated ?? {}) as { alt?: unknown; title?: unknown };
  const metaData = media.metaData as { width?: unknown; height?: unknown } | null | undefined;
  const view = present(
    {
      id: media.id,
      url: media.url,
      alt: translated.alt ?? media.alt,
      title: translated.title ?? media.title,
      mimeType: media.mimeType,
    },
    MEDIA,
  );
  return {
    ...view,
    ...(metaData ? { metaData: present({ width: metaData.width, height: metaData.height }, SIZE) } : {}),
    thumbnails: (media.thumbnails as { url: unknown; width: unknown; height: unknown }[]).map(
      ({ url, width, height }) => ({ url, width, height }),
    ),
  };
}
const SIZE = ["width", "height"] as const;
const MEDIA = ["id", "url", "alt", "title", "mimeType"] as const;

/**
 * A slot's resolved data with every media file in it as an image reads it (`mediaView`) and without the Store API's
 * `apiAlias`; everything else as it is (an element of the shop's own may read any field of its data).
 */
function dataView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dataView);
  if (!value || typeof value !== "object") return value;
  const entity = value as Record<string, unknown>;
  if (isMedia(entity)) return mediaView(entity);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entity)) if (key !== "apiAlias") out[key] = dataView(field);
  return out;
}

/**
 * Config fields whose value the slot's data carries resolved, by element type (Shopware's resolvers write a field's
 * result under its name): the element reads the data (a text's `content`, Shopware's resolved HTML; an image's
 * media file; a slider's products) and the config only when there is none.
 */
const RESOLVED_CONFIG: Readonly<Record<string, readonly string[]>> = {
  text: ["content"],
  "product-name": ["content"],
  image: ["media"],
  "manufacturer-logo": ["media"],
  "product-box": ["product"],
  "product-slider": ["products"],
  "image-slider": ["sliderItems"],
  "image-gallery": ["sliderItems"],
};

/**
 * A slot's config as `configValue` reads it: each set value, without its `source`. Left out: values that are not
 * set, mapped ones (`product.media` names the field whose value the data carries) and the ones the data carries
 * resolved (`RESOLVED_CONFIG`).
 */
function configView(
  slot: CmsSlot,
  config: Record<string, Maybe<CmsConfigValue>>,
): Record<string, CmsConfigValue> | null {
  const data = (slot.data && typeof slot.data === "object" ? slot.data : {}) as Record<string, unknown>;
  const resolved = RESOLVED_CONFIG[slot.type] ?? [];
  const out: Record<string, CmsConfigValue> = {};
  for (const [key, entry] of Object.entries(config)) {
    if (entry?.value == null || entry.source === "mapped") continue;
    if (resolved.includes(key) && data[key] != null) continue;
    out[key] = { value: entry.value };
  }
  return Object.keys(out).length ? out : null;
}

/** A slot as its element reads it: id, type, position in the block, its config (the translated one) and data. */
function slotView(slot: CmsSlot): CmsSlot {
  const config = slot.translated?.config ?? slot.config;
  const data = slot.data != null ? dataView(slot.data) : null;
  const values = config ? configView(slot, config) : null;
  return {
    id: slot.id,
    type: slot.type,
    slot: slot.slot,
    ...(values ? { config: values } : {}),
    ...(data != null ? { data } : {}),
  };
}

/**
 * The layout with only what `<CmsPage>` and the elements read: the page's id, type and class; each section's and
 * block's layout fields (type, position, sizing, margins, background, class, visibility), its place in the layout as
 * its id; each slot's id (a form's slot sends it), type,
 * place, its config's set values (`translated.config` when sent, as `configValue` reads it; not the ones its data
 * carries resolved) and its data, media files in it with what an image reads (URL, alt text, size, thumbnails).
 */
export function cmsPageView(page: CmsPage): CmsPage {
  return {
    ...present(page, ["type", "cssClass"] as const),
    id: page.id,
    // A section's and a block's id is their place in the layout (`2`, `2.1`): the page's keys are all that reads
    // them, and the Store API's ids (32 random hex digits each) weigh in the page's data, which gzip cannot shorten.
    sections: (page.sections ?? []).map(
      (section, sectionIndex): CmsSection => ({
        ...present(section, SECTION),
        ...background(section),
        id: String(sectionIndex),
        blocks: (section.blocks ?? []).map(
          (block, blockIndex): CmsBlock => ({
            ...present(block, BLOCK),
            ...background(block),
            id: `${sectionIndex}.${blockIndex}`,
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
 * (`/category/{id}`, `/landing-page/{id}`, `/product/{id}`) sends no more; media files and thumbnails keep what an
 * image reads. The slots' other data (products) follows the includes of its own entities.
 */
export const CMS_INCLUDES: Readonly<Record<string, string[]>> = {
  cms_page: ["id", "type", "cssClass", "sections"],
  cms_section: ["id", ...SECTION.slice(1), "backgroundMedia", "blocks"],
  cms_block: ["id", ...BLOCK.slice(1), "backgroundMedia", "slots"],
  cms_slot: ["id", "type", "slot", "config", "translated", "data"],
  // Media files (images, backgrounds, logos) and their thumbnails: what `mediaView` keeps.
  media: [...MEDIA, "translated", "metaData", "thumbnails"],
  media_thumbnail: ["url", "width", "height"],
};
