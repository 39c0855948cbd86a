// @vitest-environment node
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccountMenu } from "./AccountMenu";
import { Breadcrumb } from "./Breadcrumb";
import { CategoryOffcanvas } from "./CategoryOffcanvas";
import { FlyoutNavigation } from "./FlyoutNavigation";
import { FooterColumn } from "./FooterColumn";
import { fixtureNavigation } from "./navigation.fixtures";
import { ScrollUpButton } from "./ScrollUpButton";

const client = createStoreApiClient({
  baseUrl: "http://demo/store-api",
  accessKey: "K",
  fetch: () => Promise.reject(new Error("no request may be sent while rendering on the server")),
});

describe("server rendering", () => {
  it("every component renders on the server without window, document or requests; the loader's navigation is in the HTML", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
        <CategoryOffcanvas />
        <FlyoutNavigation initialCategories={fixtureNavigation("main-navigation", 2)} />
        <AccountMenu customer={{ firstName: "Ada" }} />
        <ScrollUpButton />
        <FooterColumn title="Service">
          <a href="/contact">Contact</a>
        </FooterColumn>
        <Breadcrumb items={[{ name: "Clothing", href: "/navigation/c1" }, { name: "Shirts" }]} />
      </VitrineProvider>,
    );
    expect(html).toContain(">Menu</button>");
    expect(html).toContain('aria-label="Main navigation"');
    // Top-level categories are links to their pages: the bar works without JavaScript.
    expect(html).toMatch(
      /<a class="vitrine-flyout__trigger" href="\/navigation\/[0-9a-f]+"[^>]*>Clothing<\/a>/,
    );
    expect(html).toContain(">Shirts</a>");
    expect(html).toContain("Your account");
    // Footer columns' links are in the HTML before the viewport is known (folded on a phone, shown from MD up).
    expect(html).toContain('href="/contact"');
    expect(html).toContain('aria-current="page"');
  });

  it("before hydration the footer column toggles and the category menu button work from the server HTML: a native disclosure and a link to the category bar", () => {
    const html = renderToString(
      <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
        <CategoryOffcanvas fallbackHref="#main-navigation" />
        <FlyoutNavigation id="main-navigation" initialCategories={fixtureNavigation("main-navigation", 2)} />
        <FooterColumn title="Service">
          <a href="/contact">Contact</a>
        </FooterColumn>
      </VitrineProvider>,
    );
    // "Menu" is a link to the main navigation's bar (the stylesheet shows the targeted bar below LG).
    expect(html).toMatch(/<a href="#main-navigation" class="vitrine-menu-button"[^>]*>.*Menu<\/a>/);
    expect(html).not.toContain(">Menu</button>");
    expect(html).toMatch(/<nav[^>]* id="main-navigation"/);
    // The footer column is a folded native disclosure (as the hydrated column starts on a phone): the browser
    // unfolds it on a tap, with no script.
    expect(html).toMatch(
      /<details class="vitrine-footer-column"><summary class="vitrine-footer-column__summary"><h2 class="vitrine-footer-column__title">Service<\/h2><\/summary>/,
    );
    expect(html).toContain('href="/contact"');
  });
});
