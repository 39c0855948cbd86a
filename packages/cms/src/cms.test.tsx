import { render, screen, within } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CmsPage } from "./CmsPage";
import { checkCmsPage } from "./cms.check";
import { fixtureBlock, fixtureCmsPage, fixtureMedia, fixtureSlot } from "./cms.fixtures";
import {
  blockStyle,
  byPosition,
  configValue,
  mapSlots,
  orderedSlots,
  pageSlots,
  prioritySlotId,
  sectionBlocks,
  visibilityClasses,
  withSlotData,
} from "./cms.mapping";
import { type CmsElementProps, createCmsRegistry, defineCmsElement } from "./cms.registry";
import { CmsPageSchema } from "./cms.schema";
import { germanShop, shop } from "./cms.test-utils";
import { CmsImage } from "./elements/CmsImage";
import { CmsText } from "./elements/CmsText";
import { cmsElementSchemas } from "./elements/elements.schema";
import { cmsHtml } from "./elements/html";

const standard = createCmsRegistry({ elements: { text: CmsText, image: CmsImage } });

describe("cms mapping (Store API cmsPage → layout)", () => {
  it("the fixture page is a valid Store API cmsPage", () => {
    expect(v.safeParse(CmsPageSchema, fixtureCmsPage).success).toBe(true);
  });

  it("blocks render by position and slots in reading order (left, center, right)", () => {
    const section = fixtureCmsPage.sections?.[0];
    if (!section) throw new Error("fixture");
    expect(byPosition(section.blocks).map((block) => block.id)).toEqual([
      "block-image",
      "block-text",
      "block-hidden",
    ]);
    const textBlock = section.blocks?.find((block) => block.id === "block-text");
    if (!textBlock) throw new Error("fixture");
    expect(orderedSlots(textBlock).map((slot) => slot.slot)).toEqual(["left", "right"]);
  });

  it("block layout config: margins and background become the block's style", () => {
    const block = fixtureBlock("b", "text", 0, [], {
      marginTop: "40px",
      marginLeft: "8px",
      backgroundColor: "#ff0000",
      backgroundMedia: { url: "https://shop.test/bg.jpg" },
      backgroundMediaMode: "contain",
    });
    expect(blockStyle(block)).toMatchObject({
      marginTop: "40px",
      marginBottom: "20px",
      marginLeft: "8px",
      backgroundColor: "#ff0000",
      backgroundImage: 'url("https://shop.test/bg.jpg")',
      backgroundSize: "contain",
    });
  });

  it("visibility per viewport: a viewport turned off gets its hiding class", () => {
    expect(visibilityClasses({ mobile: false, tablet: true, desktop: false })).toEqual([
      "vitrine-cms-hidden-mobile",
      "vitrine-cms-hidden-desktop",
    ]);
    expect(visibilityClasses(null)).toEqual([]);
  });

  it("a sidebar section splits its blocks by section position", () => {
    const blocks = sectionBlocks({
      id: "s",
      type: "sidebar",
      blocks: [
        fixtureBlock("main", "product-listing", 1, []),
        fixtureBlock("side", "sidebar-filter", 0, [], { sectionPosition: "sidebar" }),
      ],
    });
    expect(blocks.sidebar.map((block) => block.id)).toEqual(["side"]);
    expect(blocks.main.map((block) => block.id)).toEqual(["main"]);
  });

  it("config values are read from the translated config first", () => {
    const slot = fixtureSlot("s", "youtube-video", "video", { videoID: "abc" });
    expect(configValue(slot, "videoID")).toBe("abc");
    expect(
      configValue(
        { ...slot, translated: { config: { videoID: { source: "static", value: "de" } } } },
        "videoID",
      ),
    ).toBe("de");
  });

  it("the first image element of the page gets the priority", () => {
    expect(prioritySlotId(fixtureCmsPage)).toBe("slot-image");
  });

  it("the listing slot's data is the listing result the loader puts in", () => {
    const page = withSlotData(fixtureCmsPage, "text", { content: "<p>Replaced</p>" });
    render(<CmsPage page={checkCmsPage(page)} registry={standard} />, { wrapper: shop });
    expect(screen.getAllByText("Replaced")).toHaveLength(3);
  });

  it("a loader trims each slot's data with mapSlots (one slot changed, the others as they were)", () => {
    const [first] = pageSlots(fixtureCmsPage).filter((slot) => slot.type === "text");
    const page = mapSlots(fixtureCmsPage, (slot) =>
      slot.id === first?.id ? { ...slot, data: { content: "<p>Trimmed</p>" } } : slot,
    );
    render(<CmsPage page={checkCmsPage(page)} registry={standard} />, { wrapper: shop });
    expect(screen.getAllByText("Trimmed")).toHaveLength(1);
    expect(pageSlots(page).filter((slot) => slot.type === "text")).toHaveLength(
      pageSlots(fixtureCmsPage).filter((slot) => slot.type === "text").length,
    );
  });
});

const Shouting = ({ data }: CmsElementProps) => (
  <p>SHOP TEXT {String((data as { content?: string })?.content?.length)}</p>
);
const Broken = () => {
  throw new Error("broken element");
};

describe("CmsPage and the registry", () => {
  it("renders sections, blocks and slots through the registry's element components", () => {
    const { container } = render(<CmsPage page={checkCmsPage(fixtureCmsPage)} registry={standard} />, {
      wrapper: shop,
    });
    expect(screen.getByRole("heading", { name: "Summer" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "A summer banner" }).getAttribute("fetchpriority")).toBe("high");
    const hidden = container.querySelector(".vitrine-cms-block--text");
    expect(hidden?.className).toContain("vitrine-cms-hidden-mobile");
    expect((hidden as HTMLElement).style.backgroundColor).toBe("#fafafa");
  });

  it("a shop replaces an element type without forking (later registry entries win)", () => {
    const registry = createCmsRegistry(standard, { elements: { text: Shouting } });
    render(<CmsPage page={checkCmsPage(fixtureCmsPage)} registry={registry} />, { wrapper: shop });
    expect(screen.getAllByText(/^SHOP TEXT/)).toHaveLength(3);
  });

  /** A page with two `countdown` slots: one whose date is `endsAt`, one whose date is malformed (a number). */
  const countdownPage = (endsAt: string) => ({
    id: "p",
    sections: [
      {
        id: "s",
        blocks: [
          fixtureBlock("b", "countdown", 0, [
            fixtureSlot("ok", "countdown", "content", {}, { endsAt }),
            fixtureSlot("bad", "countdown", "content", {}, { endsAt: 5 }),
          ]),
        ],
      },
    ],
  });

  it("a shop adds an element type with a typed, checked data schema", () => {
    const Countdown = defineCmsElement(v.looseObject({ endsAt: v.string() }), ({ data }) =>
      data ? <p>Sale ends {data.endsAt}</p> : <p>No date</p>,
    );
    const page = countdownPage("Friday");
    render(
      <CmsPage
        page={checkCmsPage(page)}
        registry={createCmsRegistry(standard, { elements: { countdown: Countdown } })}
      />,
      { wrapper: shop },
    );
    expect(screen.getByText("Sale ends Friday")).toBeTruthy();
    expect(screen.getByText("No date")).toBeTruthy();
  });

  it("a shop's element checked in the loader: its schema goes to checkCmsPage, its component gets the data typed", () => {
    const CountdownSchema = v.looseObject({ endsAt: v.string() });
    const Countdown = defineCmsElement<v.InferOutput<typeof CountdownSchema>>(({ data }) =>
      data ? <p>Sale ends {data.endsAt}</p> : <p>No date</p>,
    );
    const page = countdownPage("Monday");
    const checked = checkCmsPage(page, { ...cmsElementSchemas, countdown: CountdownSchema });
    render(
      <CmsPage
        page={checked}
        registry={createCmsRegistry(standard, { elements: { countdown: Countdown } })}
      />,
      { wrapper: shop },
    );
    expect(screen.getByText("Sale ends Monday")).toBeTruthy();
    expect(screen.getByText("No date")).toBeTruthy();
  });

  it("unknown types render nothing in production and a clear placeholder in development", () => {
    const page = {
      id: "p",
      sections: [
        {
          id: "s",
          blocks: [fixtureBlock("b", "x", 0, [fixtureSlot("s1", "mystery-element", "content", {})])],
        },
      ],
    };
    const { container, rerender } = render(<CmsPage page={checkCmsPage(page)} registry={standard} />, {
      wrapper: shop,
    });
    expect(container.querySelector(".vitrine-cms-slot")?.textContent).toBe("");
    rerender(<CmsPage page={checkCmsPage(page)} registry={standard} development />);
    expect(screen.getByText(/Unknown CMS element type “mystery-element”/)).toBeTruthy();
  });

  it("an element whose data is missing does not break the page", () => {
    const page = withSlotData(fixtureCmsPage, "image", null);
    render(<CmsPage page={checkCmsPage(page)} registry={standard} />, { wrapper: shop });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("heading", { name: "Summer" })).toBeTruthy();
  });

  it("an element that throws leaves its slot empty and the rest of the page standing", () => {
    const original = console.error;
    console.error = () => {};
    try {
      render(
        <CmsPage
          page={checkCmsPage(fixtureCmsPage)}
          registry={createCmsRegistry(standard, { elements: { image: Broken } })}
        />,
        { wrapper: shop },
      );
    } finally {
      console.error = original;
    }
    expect(screen.getByRole("heading", { name: "Summer" })).toBeTruthy();
  });
});

describe("text element: sanitised HTML with an allow-list", () => {
  const html = (source: string) => {
    const { container } = render(<div>{cmsHtml(source)}</div>, { wrapper: shop });
    return container.firstElementChild?.innerHTML;
  };

  it("drops scripts, event handlers, styles and unsafe links", () => {
    expect(
      html('<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>'),
    ).toBe("<p>Hi</p>");
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe("<span>x</span>");
    expect(html("<iframe src='https://evil.test'></iframe><b>ok</b>")).toBe("<b>ok</b>");
  });

  it("internal links go through the router's Link, external ones open safely", () => {
    expect(html('<a href="/navigation/abc">in</a>')).toBe('<a href="/navigation/abc">in</a>');
    expect(html('<a href="https://example.com" target="_blank">out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it("Shopware's links to a product, category or landing page (its SEO URL placeholder) lead to the entity", () => {
    const id = "65666d2629744f65b981cc6263d3ef0a";
    const placeholder = (route: string) => `124c71d524604ccbad6042edce3ac799/${route}/${id}#`;
    expect(html(`<a href="${placeholder("detail")}">board</a>`)).toBe(`<a href="/detail/${id}">board</a>`);
    expect(html(`<a href="${placeholder("navigation")}">shop</a>`)).toBe(
      `<a href="/navigation/${id}">shop</a>`,
    );
    expect(html(`<a href="${placeholder("landingPage")}">sale</a>`)).toBe(
      `<a href="/landingPage/${id}">sale</a>`,
    );
    // On a page under the language's base path: the text's link and the image's link.
    const page = {
      id: "p",
      sections: [
        {
          id: "s",
          blocks: [
            fixtureBlock("b", "image-text", 0, [
              fixtureSlot("t", "text", "left", {
                content: `<p><a href="${placeholder("detail")}">board</a></p>`,
              }),
              fixtureSlot(
                "i",
                "image",
                "right",
                { url: placeholder("navigation") },
                { media: fixtureMedia("m", "Shop") },
              ),
            ]),
          ],
        },
      ],
    };
    const { container } = render(<CmsPage page={checkCmsPage(page)} registry={standard} />, {
      wrapper: germanShop,
    });
    const links = within(container as HTMLElement);
    expect(links.getByRole("link", { name: "board" }).getAttribute("href")).toBe(`/de/detail/${id}`);
    expect(links.getByRole("link", { name: "Shop" }).getAttribute("href")).toBe(`/de/navigation/${id}`);
  });

  it("decodes entities and keeps allowed structure", () => {
    expect(html("<ul><li>A &amp; B</li><li>&lt;i&gt;</li></ul>")).toBe(
      "<ul><li>A &amp; B</li><li>&lt;i&gt;</li></ul>",
    );
  });
});

describe("image element: sizes from the media thumbnails", () => {
  it("srcset lists the thumbnails and width/height reserve the space", () => {
    render(<CmsPage page={checkCmsPage(fixtureCmsPage)} registry={standard} />, { wrapper: shop });
    const image = screen.getByRole("img", { name: "A summer banner" });
    expect(image.getAttribute("srcset")).toBe("/media/banner-400.svg 400w, /media/banner-800.svg 800w");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "600"]);
  });
});
