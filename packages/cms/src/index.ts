// @vitrine/cms public API: explicit named exports only.

export { CmsPage, type CmsPageProps } from "./CmsPage";
export {
  backgroundStyle,
  blockColumns,
  blockStyle,
  byPosition,
  checkedSlotData,
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
// The schemas, `cmsPageOf`, `checkCmsPage` and `cmsSlotData` are at @vitrine/cms/schemas (the loader's side): the
// main entry loads no valibot.
export type {
  CheckedCmsPage,
  CmsBlock,
  CmsConfigValue,
  CmsPage as CmsPageData,
  CmsSection,
  CmsSlot,
  CmsVisibility,
  LandingPage,
} from "./cms.schema";
export { cmsSnippets } from "./cms.snippets";
export { standardProductPage } from "./cms.standard";
export {
  CMS_MAX_COLUMNS,
  CMS_PRIORITY_ELEMENT_TYPES,
  CMS_SLOT_ORDER,
} from "./constants";
export type { CmsFormAlert, CmsFormAnswer, CmsFormCaptcha } from "./elements/CmsForm";
export type { CmsSnippetKey } from "./snippets/en";
