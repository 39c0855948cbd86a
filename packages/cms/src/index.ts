// @vitrine/cms public API: explicit named exports only.

export { CmsPage, type CmsPageProps } from "./CmsPage";
export {
  backgroundStyle,
  blockColumns,
  blockStyle,
  byPosition,
  cmsSlotData,
  configValue,
  mapSlots,
  orderedSlots,
  pageSlots,
  prioritySlotId,
  sectionBlocks,
  visibilityClasses,
  withSlotData,
} from "./cms.mapping";
export {
  type CmsBlockProps,
  type CmsContext,
  type CmsElementComponent,
  type CmsElementProps,
  type CmsRegistry,
  createCmsRegistry,
  defineCmsElement,
} from "./cms.registry";
export {
  type CmsBlock,
  CmsBlockSchema,
  type CmsConfigValue,
  CmsConfigValueSchema,
  type CmsPage as CmsPageData,
  CmsPageSchema,
  type CmsSection,
  CmsSectionSchema,
  type CmsSlot,
  CmsSlotSchema,
  type CmsVisibility,
  CmsVisibilitySchema,
  type LandingPage,
  LandingPageSchema,
} from "./cms.schema";
export { cmsSnippets } from "./cms.snippets";
export { cmsPageOf, standardProductPage } from "./cms.standard";
export {
  CMS_MAX_COLUMNS,
  CMS_PRIORITY_ELEMENT_TYPES,
  CMS_SLOT_ORDER,
} from "./constants";
export type { CmsFormAlert, CmsFormAnswer, CmsFormCaptcha } from "./elements/CmsForm";
