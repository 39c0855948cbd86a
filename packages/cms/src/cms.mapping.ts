import type { CSSProperties } from "react";
import type { CheckedCmsPage, CmsBlock, CmsPage, CmsSection, CmsSlot, CmsVisibility } from "./cms.schema";
import { CMS_MAX_COLUMNS, CMS_PRIORITY_ELEMENT_TYPES, CMS_SLOT_ORDER } from "./constants";

/** Entities sorted by `position` (a copy; missing positions keep their order). */
export function byPosition<T extends { position?: number | null | undefined }>(
  list: readonly T[] | null | undefined,
): T[] {
  return [...(list ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** A slot's config value by key (the translated config first), e.g. `configValue(slot, "videoID")`. */
export function configValue(slot: CmsSlot, key: string): unknown {
  return (slot.translated?.config?.[key] ?? slot.config?.[key])?.value;
}

/** The class names that hide a block or section on the viewports its `visibility` turns off. */
export function visibilityClasses(visibility: CmsVisibility): string[] {
  if (!visibility) return [];
  return (["mobile", "tablet", "desktop"] as const)
    .filter((viewport) => visibility[viewport] === false)
    .map((viewport) => `vitrine-cms-hidden-${viewport}`);
}

const MEDIA_SIZES: Record<string, string> = { cover: "cover", contain: "contain", auto: "auto" };

/** Inline style of a section's or block's background: colour, and media with its mode (cover by default). */
export function backgroundStyle(entity: CmsSection | CmsBlock): CSSProperties {
  const style: CSSProperties = {};
  if (entity.backgroundColor) style.backgroundColor = entity.backgroundColor;
  const url = entity.backgroundMedia?.url;
  if (typeof url === "string" && url) {
    style.backgroundImage = `url(${JSON.stringify(url)})`;
    style.backgroundSize = MEDIA_SIZES[entity.backgroundMediaMode ?? ""] ?? "cover";
    style.backgroundPosition = "center";
    style.backgroundRepeat = "no-repeat";
  }
  return style;
}

/** Inline style of a block: its margins and background. */
export function blockStyle(block: CmsBlock): CSSProperties {
  const style = backgroundStyle(block);
  if (block.marginTop) style.marginTop = block.marginTop;
  if (block.marginBottom) style.marginBottom = block.marginBottom;
  if (block.marginLeft) style.marginLeft = block.marginLeft;
  if (block.marginRight) style.marginRight = block.marginRight;
  return style;
}

/** A block's slots in reading order (left, center, right, then the rest as sent). */
export function orderedSlots(block: CmsBlock): CmsSlot[] {
  const rank = (slot: CmsSlot) => {
    const index = CMS_SLOT_ORDER.indexOf(slot.slot);
    return index < 0 ? CMS_SLOT_ORDER.length : index;
  };
  return [...(block.slots ?? [])].sort((a, b) => rank(a) - rank(b));
}

/** How many columns a block lays its slots out in from MD up. */
export function blockColumns(block: CmsBlock): number {
  return Math.max(1, Math.min(block.slots?.length ?? 1, CMS_MAX_COLUMNS));
}

/** A section's blocks by position: the sidebar's and the main column's (a `default` section has no sidebar). */
export function sectionBlocks(section: CmsSection): { sidebar: CmsBlock[]; main: CmsBlock[] } {
  const blocks = byPosition(section.blocks);
  if (section.type !== "sidebar") return { sidebar: [], main: blocks };
  return {
    sidebar: blocks.filter((block) => block.sectionPosition === "sidebar"),
    main: blocks.filter((block) => block.sectionPosition !== "sidebar"),
  };
}

/** The id of the page's first slot that shows a priority image (its image loads first), if any. */
export function prioritySlotId(page: CmsPage): string | undefined {
  for (const section of byPosition(page.sections)) {
    const { sidebar, main } = sectionBlocks(section);
    for (const block of [...main, ...sidebar])
      for (const slot of orderedSlots(block))
        if (CMS_PRIORITY_ELEMENT_TYPES.includes(slot.type)) return slot.id;
  }
  return undefined;
}

/** Every slot of the page, in page order. */
export function pageSlots(page: CmsPage): CmsSlot[] {
  return byPosition(page.sections).flatMap((section) =>
    byPosition(section.blocks).flatMap((block) => block.slots ?? []),
  );
}

/**
 * A copy of the page with every slot replaced by `map(slot)` (e.g. a loader trimming each element's data to what
 * it renders: everything a loader returns is sent again in the HTML for hydration).
 */
export function mapSlots(page: CmsPage, map: (slot: CmsSlot) => CmsSlot): CmsPage {
  // New slot data is not checked yet: the copy loses the check's mark (`checkCmsPage` again before rendering).
  const { elementsChecked: _checked, ...unchecked } = page as Partial<CheckedCmsPage>;
  return {
    ...(unchecked as CmsPage),
    sections: page.sections?.map((section) => ({
      ...section,
      blocks: section.blocks?.map((block) => ({ ...block, slots: block.slots?.map(map) })),
    })),
  };
}

/**
 * A copy of the page in which every slot of `type` has `data` (e.g. the listing the loader read for the URL's
 * filters into the `product-listing` slot, as Shopware's category route does).
 */
export function withSlotData(page: CmsPage, type: string, data: unknown): CmsPage {
  return mapSlots(page, (slot) => (slot.type === type ? { ...slot, data } : slot));
}

/**
 * The data of the page's first slot of `type`, as `checkCmsPage` left it (checked against the element's schema on
 * the server): typed as the element's data; undefined when the page has no such slot or its data was malformed.
 */
export function checkedSlotData<Data>(page: CheckedCmsPage, type: string): Data | undefined {
  return (pageSlots(page).find((slot) => slot.type === type)?.data ?? undefined) as Data | undefined;
}
