import { type SeoUrl, SeoUrlSchema } from "@vitrine/core/schemas";
import * as v from "valibot";

const str = v.nullish(v.string());
const num = v.nullish(v.number());
const loose = v.nullish(v.looseObject({}));

/**
 * Keeps an entity's `id`, or gives it one from its parent's id and its place when Shopware left it out (a request
 * whose `includes` do not name `id`, as Shopware's own frontends record CMS answers): the page still renders, its
 * React keys and form ids stay unique.
 */
function withId<T extends { id?: string | null }>(fallback: (entity: T) => string) {
  return v.transform((entity: T) => ({ ...entity, id: entity.id || fallback(entity) }));
}

/** A slot's config value: `{ source: "static" | "mapped" | "default", value }` (Shopware's field config). */
export const CmsConfigValueSchema: v.GenericSchema<CmsConfigValue> = v.looseObject({
  source: str,
  value: v.unknown(),
});

/** Which viewports show a block or section (Shopware 6.5+); a missing flag means shown. */
export const CmsVisibilitySchema: v.GenericSchema<CmsVisibility> = v.nullish(
  v.looseObject({
    mobile: v.nullish(v.boolean()),
    tablet: v.nullish(v.boolean()),
    desktop: v.nullish(v.boolean()),
  }),
);

/** A slot: one element (`type`) at a named position (`slot`) of its block, with its config and resolved data. */
export const CmsSlotSchema: v.GenericSchema<unknown, CmsSlot> = v.pipe(
  v.looseObject({
    id: str,
    blockId: str,
    type: v.string(),
    slot: v.string(),
    config: v.nullish(v.record(v.string(), v.nullish(CmsConfigValueSchema))),
    translated: v.nullish(
      v.looseObject({ config: v.nullish(v.record(v.string(), v.nullish(CmsConfigValueSchema))) }),
    ),
    data: v.nullish(v.unknown()),
  }),
  withId((slot) => `${slot.blockId ?? "block"}-${slot.slot}`),
);

/** Background fields shared by sections and blocks. */
const background = {
  backgroundColor: str,
  backgroundMedia: loose,
  backgroundMediaMode: str,
  cssClass: str,
  visibility: CmsVisibilitySchema,
};

/** A block: a layout (`type`) of slots, with margins, background and visibility per viewport. */
export const CmsBlockSchema: v.GenericSchema<unknown, CmsBlock> = v.pipe(
  v.looseObject({
    id: str,
    sectionId: str,
    type: v.string(),
    position: num,
    sectionPosition: str,
    marginTop: str,
    marginBottom: str,
    marginLeft: str,
    marginRight: str,
    ...background,
    slots: v.nullish(v.array(CmsSlotSchema)),
  }),
  withId((block) => `${block.sectionId ?? "section"}-${block.position ?? 0}`),
);

/** A section: full-width or boxed, `default` or `sidebar`, holding blocks. */
export const CmsSectionSchema: v.GenericSchema<unknown, CmsSection> = v.pipe(
  v.looseObject({
    id: str,
    pageId: str,
    type: str,
    position: num,
    sizingMode: str,
    mobileBehavior: str,
    ...background,
    blocks: v.nullish(v.array(CmsBlockSchema)),
  }),
  withId((section) => `${section.pageId ?? "page"}-${section.position ?? 0}`),
);

/** A CMS page (Shopping Experience layout) as the Store API sends it in `cmsPage`. */
export const CmsPageSchema: v.GenericSchema<unknown, CmsPage> = v.looseObject({
  id: v.string(),
  type: str,
  name: str,
  cssClass: str,
  sections: v.nullish(v.array(CmsSectionSchema)),
});

/** The landing page answer (`POST /landing-page/{landingPageId}`): its texts and its `cmsPage`. */
export const LandingPageSchema: v.GenericSchema<unknown, LandingPage> = v.looseObject({
  id: v.string(),
  name: str,
  metaTitle: str,
  metaDescription: str,
  translated: v.nullish(v.looseObject({ name: str, metaTitle: str, metaDescription: str })),
  cmsPage: v.nullish(CmsPageSchema),
  seoUrls: v.nullish(v.array(SeoUrlSchema)),
});

type Maybe<T> = T | null | undefined;

/** A config value. */
export interface CmsConfigValue {
  source?: Maybe<string>;
  value?: unknown;
  [key: string]: unknown;
}
/** Which viewports show a block or section. */
export type CmsVisibility = Maybe<{
  mobile?: Maybe<boolean>;
  tablet?: Maybe<boolean>;
  desktop?: Maybe<boolean>;
  [key: string]: unknown;
}>;
/** A slot. */
export interface CmsSlot {
  id: string;
  type: string;
  slot: string;
  config?: Maybe<Record<string, Maybe<CmsConfigValue>>>;
  translated?: Maybe<{ config?: Maybe<Record<string, Maybe<CmsConfigValue>>>; [key: string]: unknown }>;
  data?: unknown;
  [key: string]: unknown;
}
/** Background, class and visibility fields of sections and blocks. */
interface CmsBoxFields {
  backgroundColor?: Maybe<string>;
  backgroundMedia?: Maybe<{ url?: unknown; [key: string]: unknown }>;
  backgroundMediaMode?: Maybe<string>;
  cssClass?: Maybe<string>;
  visibility?: CmsVisibility;
}
/** A block. */
export interface CmsBlock extends CmsBoxFields {
  id: string;
  type: string;
  position?: Maybe<number>;
  sectionPosition?: Maybe<string>;
  marginTop?: Maybe<string>;
  marginBottom?: Maybe<string>;
  marginLeft?: Maybe<string>;
  marginRight?: Maybe<string>;
  slots?: Maybe<CmsSlot[]>;
  [key: string]: unknown;
}
/** A section. */
export interface CmsSection extends CmsBoxFields {
  id: string;
  type?: Maybe<string>;
  position?: Maybe<number>;
  sizingMode?: Maybe<string>;
  mobileBehavior?: Maybe<string>;
  blocks?: Maybe<CmsBlock[]>;
  [key: string]: unknown;
}
/** A CMS page. */
export interface CmsPage {
  id: string;
  type?: Maybe<string>;
  name?: Maybe<string>;
  cssClass?: Maybe<string>;
  sections?: Maybe<CmsSection[]>;
  [key: string]: unknown;
}
/**
 * A CMS page whose slots `checkCmsPage` checked against their elements' schemas: what `<CmsPage>` renders (its
 * elements trust their data and load no schema). Any change to its slots (`withSlotData`, `mapSlots`) gives an
 * unchecked page again.
 */
export type CheckedCmsPage = CmsPage & { readonly elementsChecked: true };
/** A landing page. */
export interface LandingPage {
  id: string;
  name?: Maybe<string>;
  metaTitle?: Maybe<string>;
  metaDescription?: Maybe<string>;
  translated?: Maybe<{
    name?: Maybe<string>;
    metaTitle?: Maybe<string>;
    metaDescription?: Maybe<string>;
    [key: string]: unknown;
  }>;
  cmsPage?: Maybe<CmsPage>;
  /** Its SEO URLs (with `sw-include-seo-urls`): core's `entityLink("landingPage", page)` reads them. */
  seoUrls?: Maybe<SeoUrl[]>;
  [key: string]: unknown;
}
