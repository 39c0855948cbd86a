// The demo's CMS registry: the package's standard elements, with the product box, slider and listing replaced by
// the demo's own (its cards carry the wishlist toggle and the buy form). No fork: later entries win.
import { type CmsElementComponent, type CmsPageData, CmsPageSchema, createCmsRegistry } from "@vitrine/cms";
import { defaultCmsElements } from "@vitrine/cms/elements";
import { lazy } from "react";
import * as v from "valibot";

const demo = () => import("../components/CmsElements");
const load = (pick: (module: Awaited<ReturnType<typeof demo>>) => CmsElementComponent): CmsElementComponent =>
  lazy(() => demo().then((module) => ({ default: pick(module) })));

/** The registry the home, category and landing pages render their layouts with. */
export const cmsRegistry = createCmsRegistry(defaultCmsElements, {
  elements: {
    "product-box": load((module) => module.DemoProductBox),
    "product-slider": load((module) => module.DemoProductSlider),
    "cross-selling": load((module) => module.DemoProductSlider),
    "product-listing": load((module) => module.DemoProductListing),
  },
});

/** A Store API `cmsPage` checked against the package's schema; null when there is none or it is malformed. */
export function cmsPageOf(value: unknown): CmsPageData | null {
  const parsed = v.safeParse(CmsPageSchema, value);
  return parsed.success ? parsed.output : null;
}

/** Whether the page shows development placeholders for unknown element types (never in production). */
export const CMS_DEVELOPMENT = import.meta.env.DEV;
