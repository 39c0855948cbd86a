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

  it("keeps each slot's set config values and its data; leaves out the copies, unset and mapped values, parent ids, timestamps, versions and the media files' fields no image reads", () => {
    const page = recorded(categoryPage.cmsPage);
    const view = cmsPageView(page);
    const slots = (layout: CmsPageData) =>
      (layout.sections ?? []).flatMap((section) =>
        (section.blocks ?? []).flatMap((block) => block.slots ?? []),
      );
    const [text, image] = slots(view);
    const [originalText, originalImage] = slots(page);
    // A text's data carries its content resolved: the config's copy is left out, the data kept as it is.
    expect(text).toMatchObject({ id: originalText?.id, type: "text", slot: originalText?.slot });
    expect(text?.config?.content).toBeUndefined();
    expect((text?.data as { content?: string } | undefined)?.content).toBe(
      (originalText?.data as { content?: string } | undefined)?.content,
    );
    // An image's config: each set value of the translated config, without its source; not the media file's id,
    // which its data carries resolved.
    const config = originalImage?.translated?.config ?? {};
    expect(config.media?.value).toBeTruthy();
    expect(image?.config).toEqual(
      Object.fromEntries(
        Object.entries(config)
          .filter(([key, entry]) => entry?.value != null && entry.source !== "mapped" && key !== "media")
          .map(([key, entry]) => [key, { value: entry?.value }]),
      ),
    );
    // Its media file: what the image reads (URL, alt text, size, thumbnails), the thumbnails' URLs and sizes.
    const media = (image?.data as { media: Record<string, unknown> } | undefined)?.media ?? {};
    const originalMedia = (
      originalImage?.data as { media: { url: string; thumbnails: unknown[] } } | undefined
    )?.media;
    expect(media.url).toBe(originalMedia?.url);
    expect(
      Object.keys(media).every((key) =>
        ["id", "url", "alt", "title", "mimeType", "metaData", "thumbnails"].includes(key),
      ),
    ).toBe(true);
    expect(media.thumbnails).toHaveLength(originalMedia?.thumbnails.length ?? -1);
    for (const thumbnail of media.thumbnails as object[])
      expect(Object.keys(thumbnail).sort()).toEqual(["height", "url", "width"]);
    expect(JSON.stringify(view)).not.toMatch(
      /"(translated|createdAt|updatedAt|versionId|blockId|sectionId|pageId|customFields|apiAlias|source)"/,
    );
    expect(JSON.stringify(view).length).toBeLessThan(JSON.stringify(page).length * 0.5);
  });

  it("gives each section and block its place in the layout as id (the page's keys), not the Store API's 32-digit id; slots keep theirs (a form sends it)", () => {
    const page = recorded(categoryPage.cmsPage);
    const view = cmsPageView(page);
    expect(view.id).toBe(page.id);
    const sections = view.sections ?? [];
    expect(sections.length).toBeGreaterThan(0);
    sections.forEach((section, sectionIndex) => {
      expect(section.id).toBe(String(sectionIndex));
      (section.blocks ?? []).forEach((block, blockIndex) => {
        expect(block.id).toBe(`${sectionIndex}.${blockIndex}`);
        const original = page.sections?.[sectionIndex]?.blocks?.[blockIndex];
        expect(block.slots?.map((slot) => slot.id)).toEqual(original?.slots?.map((slot) => slot.id));
      });
    });
  });
});
