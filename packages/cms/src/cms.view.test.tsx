// The layout's projection (`cmsPageView`): a loader sends it instead of the Store API's layout, and the page is the same.
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import categoryPage from "../../../fixtures/shopware/category-page.json";
import landingPage from "../../../fixtures/shopware/landing-page.json";
import { CmsPage } from "./CmsPage";
import { checkCmsPage, cmsPageOf } from "./cms.check";
import { fixtureCmsPage, fixtureProductPage } from "./cms.fixtures";
import { createCmsRegistry } from "./cms.registry";
import type { CmsPage as CmsPageData } from "./cms.schema";
import { shop } from "./cms.test-utils";
import { cmsPageView } from "./cms.view";
import { defaultCmsElements } from "./elements";

const registry = createCmsRegistry(defaultCmsElements);

const recorded = (value: unknown) => {
  const page = cmsPageOf(value);
  if (!page) throw new Error("the recorded cmsPage did not pass CmsPageSchema");
  return page;
};

const pages: [string, CmsPageData][] = [
  ["a category layout recorded from a real Shopware", recorded(categoryPage.cmsPage)],
  ["a landing page recorded from a real Shopware", recorded(landingPage.cmsPage)],
  ["a content layout with backgrounds, margins and visibility", fixtureCmsPage],
  ["a product page layout (gallery, buy box, description, cross-selling)", fixtureProductPage],
];

/** The page's server HTML, its lazy elements rendered (what the shopper gets before JavaScript). */
const pageHtml = async (page: CmsPageData) => {
  const Shop = shop;
  const { prelude } = await prerenderToNodeStream(
    <Shop>
      <CmsPage page={checkCmsPage(page)} registry={registry} />
    </Shop>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
};

describe("the layout's projection (cmsPageView): what a loader sends of a CMS page", () => {
  it.each(pages)(
    "the page rendered from the projection equals the page of the whole layout: %s",
    async (_, page) => {
      expect(await pageHtml(cmsPageView(page))).toBe(await pageHtml(page));
    },
  );

  it("keeps each slot's translated config and data, leaves out the copies, parent ids, timestamps and versions", () => {
    const page = recorded(categoryPage.cmsPage);
    const view = cmsPageView(page);
    const [slot] = view.sections?.[0]?.blocks?.[0]?.slots ?? [];
    const [original] = page.sections?.[0]?.blocks?.[0]?.slots ?? [];
    expect(slot).toEqual({
      id: original?.id,
      type: original?.type,
      slot: original?.slot,
      config: original?.translated?.config ?? original?.config,
      data: original?.data,
    });
    const structure = JSON.stringify(view, (key, value) => (key === "data" ? undefined : value));
    expect(structure).not.toMatch(
      /"(translated|createdAt|updatedAt|versionId|blockId|sectionId|pageId|customFields)"/,
    );
    expect(JSON.stringify(view).length).toBeLessThan(JSON.stringify(page).length * 0.8);
  });
});
