// Each page sends the demo texts it shows and no others (issue 45 item 2): the root loader the frame's (header,
// footer, error page), each route's loader its own. Which texts a page shows is read from its code: every
// `"demo.…"` key in the route's module and in every module it imports, statically or lazily.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { shopSnippetsDe } from "./snippets.de";
import { demoSnippets } from "./snippets.en";
import { errorSnippetsDe, errorSnippetsEn, errorSnippetsFor } from "./snippets.errors";
import {
  CMS_ELEMENT_TEXTS,
  CUSTOMIZED_FORM_TEXTS,
  productSnippets,
  ROUTE_TEXTS,
  routeSnippets,
  SHELL_TEXTS,
  selectTexts,
  shellSnippets,
  type TextRoute,
} from "./snippets.server";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The app's source files `file` imports (static and lazy `import()`), transitively, with `file` itself. */
function sourceGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const [, specifier] of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.[^"']+)["']/g)) {
    const base = path.resolve(path.dirname(file), specifier ?? "");
    const found = [base, `${base}.tsx`, `${base}.ts`].find(
      (candidate) => /\.tsx?$/.test(candidate) && exists(candidate),
    );
    if (found) sourceGraph(found, seen);
  }
  return seen;
}

function exists(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The demo text keys the code of `entries` (paths under app/) can show. */
function shownKeys(...entries: string[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries)
    for (const file of sourceGraph(path.join(app, entry))) {
      // The text sets themselves, and server-only modules (an action's message is a text already).
      if (/snippets\.(en|de)\.ts$|\.server\.ts$/.test(file)) continue;
      for (const [, key] of readFileSync(file, "utf8").matchAll(/["'`](demo\.[\w.]+)["'`]/g))
        keys.add(key ?? "");
    }
  return keys;
}

const frameKeys = shownKeys("root.tsx");
const sorted = (keys: Iterable<string>) => [...keys].sort();
const ownKeys = (...entries: string[]) =>
  sorted([...shownKeys(...entries)].filter((key) => !frameKeys.has(key)));
const selected = (route: TextRoute) => sorted(Object.keys(selectTexts(demoSnippets, ROUTE_TEXTS[route])));
/** The texts of the CMS elements the demo renders with its own components (lib/cms.ts), by their module. */
const ELEMENT_MODULES = {
  "buy-box": "components/ProductCmsElements.tsx",
  "product-description-reviews": "components/ProductCmsElements.tsx",
  "cross-selling": "components/ProductCmsElements.tsx",
  "product-box": "components/CmsElements.tsx",
  "product-slider": "components/CmsElements.tsx",
};
const elementKeys = new Set(Object.values(ELEMENT_MODULES).flatMap((module) => ownKeys(module)));
/** A route's texts beside the frame's and its layout's elements'. */
const routeOwnKeys = (...entries: string[]) => ownKeys(...entries).filter((key) => !elementKeys.has(key));

/** The modules of each route whose loader sends `routeSnippets(context, route)`. */
const ROUTE_MODULES: Record<TextRoute, string[]> = {
  home: ["routes/home.tsx"],
  landing: ["routes/landing.tsx", "pages/landing.tsx"],
  category: ["routes/category.tsx", "pages/category.tsx"],
  product: ["routes/product.tsx", "pages/product.tsx"],
  search: ["routes/search.tsx"],
  cart: ["routes/cart.tsx"],
  confirm: ["routes/confirm.tsx"],
  finish: ["routes/finish.tsx"],
  account: ["routes/account.tsx"],
  address: ["routes/address.tsx"],
  orders: ["routes/orders.tsx"],
  orderEdit: ["routes/order-edit.tsx"],
  login: ["routes/login.tsx"],
  register: ["routes/register.tsx"],
  contact: ["routes/contact.tsx"],
  wishlist: ["routes/wishlist.tsx"],
  newsletter: ["routes/newsletter-confirm.tsx"],
  cardChallenge: ["routes/card-challenge.tsx"],
};

describe("the demo texts a page sends (issue 45 item 2: loaders send what the page renders)", () => {
  it("the root loader sends the frame's texts: the ones the header, footer and error page show, no page's", () => {
    const frame = sorted(Object.keys(shellSnippets("en-GB")).filter((key) => key.startsWith("demo.")));
    // The error page's own texts come with its chunk (the next test).
    expect(frame).toEqual(sorted([...frameKeys].filter((key) => !(key in errorSnippetsEn))));
    expect(frame.length).toBeLessThan(Object.keys(demoSnippets).length / 4);
    // The packages' texts of a German page stay with the frame: their parts show on every page.
    expect(shellSnippets("de-DE")["cart.offcanvas.title"]).toBe("Warenkorb");
  });

  it("the error page's texts come with its code in the page language, not with every page's data", () => {
    for (const locale of ["en-GB", "de-DE"]) {
      const frame = shellSnippets(locale);
      expect(Object.keys(frame).filter((key) => key.startsWith("demo.error."))).toEqual([]);
      // The chunk's texts are the page language's set's: German on a German page, English elsewhere.
      const set = locale === "de-DE" ? shopSnippetsDe : demoSnippets;
      const errors = errorSnippetsFor(locale);
      expect(errors["demo.error.notFound"]).toBe(set["demo.error.notFound"]);
      expect(Object.keys(errors).sort()).toEqual(
        Object.keys(set)
          .filter((key) => key.startsWith("demo.error."))
          .sort(),
      );
    }
    expect(errorSnippetsFor("de")).toBe(errorSnippetsDe);
    expect(errorSnippetsFor("nl-NL")).toBe(errorSnippetsEn);
    // Every error text the error page's code shows is in the chunk's set.
    const shown = [...shownKeys("components/ErrorPage.tsx")].filter((key) => key.startsWith("demo.error."));
    expect(shown.length).toBeGreaterThan(5);
    for (const key of shown) expect(errorSnippetsEn).toHaveProperty([key]);
  });

  it.each(Object.entries(ROUTE_MODULES) as [TextRoute, string[]][])(
    "the %s page's loader sends exactly the texts its code shows beside the frame's",
    (route, modules) => {
      expect(selected(route)).toEqual(routeOwnKeys(...modules));
    },
  );

  it("every route that shows a text of its own sends it (no route is left out of ROUTE_TEXTS)", () => {
    const covered = new Set(Object.values(ROUTE_MODULES).flat());
    const seoPageKinds = routeOwnKeys("routes/seo-page.tsx");
    expect(seoPageKinds).toEqual(sorted(new Set([...selected("product"), ...selected("category")])));
    for (const file of readdirSync(path.join(app, "routes"))) {
      if (/\.test\./.test(file) || file === "seo-page.tsx") continue;
      if (routeOwnKeys(`routes/${file}`).length > 0) expect(covered).toContain(`routes/${file}`);
    }
  });

  it.each(Object.entries(ELEMENT_MODULES))(
    "a page whose layout has a %s element sends exactly the texts its component shows",
    (type, module) => {
      // The product page's elements (one module) with a customizable product's buy form (`productSnippets`).
      const customizable = module === ELEMENT_MODULES["buy-box"] ? CUSTOMIZED_FORM_TEXTS : [];
      const selection = [...(CMS_ELEMENT_TEXTS[type] ?? []), ...customizable];
      const demoTexts = Object.keys(selectTexts(demoSnippets, selection)).filter((key) =>
        key.startsWith("demo."),
      );
      expect(sorted(demoTexts)).toEqual(ownKeys(module));
    },
  );

  it("a layout's elements bring their texts: a home page with a product slider and no buy box gets no buy box texts", () => {
    const context = { pageUrl: "http://shop.test/" } as AppLoadContext;
    const slot = (type: string) => ({ id: type, type, slot: "content" });
    const layout = (...types: string[]) => ({
      id: "page",
      sections: [{ id: "s", blocks: [{ id: "b", type: "block", slots: types.map(slot) }] }],
    });
    const home = routeSnippets(context, "home", layout("text", "product-slider"));
    expect(home["demo.cms.products"]).toBe("Products");
    expect(home["demo.product.add"]).toBeUndefined();
    const product = routeSnippets(context, "product", layout("buy-box", "product-description-reviews"));
    expect(product["demo.product.add"]).toBe(demoSnippets["demo.product.add"]);
    expect(product["demo.breadcrumb.home"]).toBe("Home");
    expect(routeSnippets(context, "home", null)).toEqual({});
  });

  it("the customized-products texts come with a customizable product's buy box, the only part that shows them, not with the frame", () => {
    // The browser modules of a part that load the package (not only its types; not the server's text sets).
    const imports = (module: string) =>
      [...sourceGraph(path.join(app, module))]
        .filter((file) => !/snippets\.(en|de)\.ts$|\.server\.ts$/.test(file))
        .some((file) =>
          /^(?!import type)[^\n]*from "@vitrine\/customized-products"/m.test(readFileSync(file, "utf8")),
        );
    expect(imports("root.tsx")).toBe(false);
    expect(imports(ELEMENT_MODULES["buy-box"])).toBe(true);
    for (const locale of ["en-GB", "de-DE"]) {
      expect(
        Object.keys(shellSnippets(locale)).filter((key) => key.startsWith("customizedProducts.")),
      ).toEqual([]);
      const all = Object.keys(locale === "de-DE" ? shopSnippetsDe : demoSnippets);
      const buyBox = Object.keys(
        selectTexts(locale === "de-DE" ? shopSnippetsDe : demoSnippets, CUSTOMIZED_FORM_TEXTS),
      );
      expect(buyBox).toEqual(
        expect.arrayContaining(all.filter((key) => key.startsWith("customizedProducts."))),
      );
    }
  });

  it("a product without a customized template gets no texts of the customized form; one with a template gets them", () => {
    const context = { pageUrl: "http://shop.test/" } as AppLoadContext;
    const layout = {
      id: "page",
      sections: [
        { id: "s", blocks: [{ id: "b", type: "block", slots: [{ id: "x", type: "buy-box", slot: "c" }] }] },
      ],
    };
    const plain = productSnippets(context, { page: layout, customized: null });
    expect(plain["demo.product.add"]).toBe(demoSnippets["demo.product.add"]);
    expect(Object.keys(plain).filter((key) => /^customizedProducts\.|^demo\.customized\./.test(key))).toEqual(
      [],
    );
    const customizable = productSnippets(context, { page: layout, customized: { template: {} } });
    expect(customizable["demo.customized.replacing"]).toBe(demoSnippets["demo.customized.replacing"]);
    expect(Object.keys(customizable).some((key) => key.startsWith("customizedProducts."))).toBe(true);
  });

  it("a German page's route texts are German", () => {
    const german = selectTexts(shopSnippetsDe, ROUTE_TEXTS.cart);
    expect(Object.keys(german).sort()).toEqual(selected("cart"));
    expect(german["demo.page.cart"]).toBe(shopSnippetsDe["demo.page.cart"]);
    expect(german["demo.page.cart"]).not.toBe(demoSnippets["demo.page.cart"]);
  });

  it("selections name whole keys or groups (a prefix ending in a dot) of the English set", () => {
    for (const entry of [...SHELL_TEXTS, ...Object.values(ROUTE_TEXTS).flat()])
      expect(Object.keys(selectTexts(demoSnippets, [entry])).length, entry).toBeGreaterThan(0);
  });
});
