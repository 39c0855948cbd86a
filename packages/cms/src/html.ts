// @vitrine/cms/html public API: the CMS text sanitiser on its own, for shop HTML shown outside a CMS element (a
// product description in a custom tab), without the renderer.
export { CMS_ALLOWED_TAGS, cmsHtml } from "./elements/html";
