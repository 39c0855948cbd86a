import * as v from "valibot";

const str = v.nullish(v.string());
const num = v.nullish(v.number());
const loose = v.nullish(v.looseObject({}));

/** A slot's config value: `{ source: "static" | "mapped" | "default", value }` (Shopware's field config). */
export const CmsConfigValueSchema = v.looseObject({ source: str, value: v.unknown() });

/** Which viewports show a block or section (Shopware 6.5+); a missing flag means shown. */
export const CmsVisibilitySchema = v.nullish(
  v.looseObject({
    mobile: v.nullish(v.boolean()),
    tablet: v.nullish(v.boolean()),
    desktop: v.nullish(v.boolean()),
  }),
);

/** A slot: one element (`type`) at a named position (`slot`) of its block, with its config and resolved data. */
export const CmsSlotSchema = v.looseObject({
  id: v.string(),
  type: v.string(),
  slot: v.string(),
  config: v.nullish(v.record(v.string(), v.nullish(CmsConfigValueSchema))),
  translated: v.nullish(
    v.looseObject({ config: v.nullish(v.record(v.string(), v.nullish(CmsConfigValueSchema))) }),
  ),
  data: v.nullish(v.unknown()),
});

/** Background fields shared by sections and blocks. */
const background = {
  backgroundColor: str,
  backgroundMedia: loose,
  backgroundMediaMode: str,
  cssClass: str,
  visibility: CmsVisibilitySchema,
};

/** A block: a layout (`type`) of slots, with margins, background and visibility per viewport. */
export const CmsBlockSchema = v.looseObject({
  id: v.string(),
  type: v.string(),
  position: num,
  sectionPosition: str,
  marginTop: str,
  marginBottom: str,
  marginLeft: str,
  marginRight: str,
  ...background,
  slots: v.nullish(v.array(CmsSlotSchema)),
});

/** A section: full-width or boxed, `default` or `sidebar`, holding blocks. */
export const CmsSectionSchema = v.looseObject({
  id: v.string(),
  type: str,
  position: num,
  sizingMode: str,
  mobileBehavior: str,
  ...background,
  blocks: v.nullish(v.array(CmsBlockSchema)),
});

/** A CMS page (Shopping Experience layout) as the Store API sends it in `cmsPage`. */
export const CmsPageSchema = v.looseObject({
  id: v.string(),
  type: str,
  name: str,
  cssClass: str,
  sections: v.nullish(v.array(CmsSectionSchema)),
});

/** The landing page answer (`POST /landing-page/{landingPageId}`): its texts and its `cmsPage`. */
export const LandingPageSchema = v.looseObject({
  id: v.string(),
  name: str,
  metaTitle: str,
  metaDescription: str,
  translated: v.nullish(v.looseObject({ name: str, metaTitle: str, metaDescription: str })),
  cmsPage: v.nullish(CmsPageSchema),
});

/** A config value. */
export type CmsConfigValue = v.InferOutput<typeof CmsConfigValueSchema>;
/** Which viewports show a block or section. */
export type CmsVisibility = v.InferOutput<typeof CmsVisibilitySchema>;
/** A slot. */
export type CmsSlot = v.InferOutput<typeof CmsSlotSchema>;
/** A block. */
export type CmsBlock = v.InferOutput<typeof CmsBlockSchema>;
/** A section. */
export type CmsSection = v.InferOutput<typeof CmsSectionSchema>;
/** A CMS page. */
export type CmsPage = v.InferOutput<typeof CmsPageSchema>;
/** A landing page. */
export type LandingPage = v.InferOutput<typeof LandingPageSchema>;
