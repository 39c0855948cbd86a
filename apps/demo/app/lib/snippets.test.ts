// The packages' snippet sets as a shop gets them (the built files it imports), and the demo's composition per page
// language (DESIGN.md section 3, "Snippets"; issue 43 item 3): a shop that loads one language downloads neither the
// other language nor another package's texts, the main entries carry no German, and a German page has a German text
// for every key of every package.
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "react-router";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { staticImportGraph } from "../../../../config/static-imports.mjs";
import { pagePath } from "./language.server";
import { metaTitle } from "./seo/route-meta";
import { demoSnippetsDe, type ShopSnippetKey, shopSnippetsDe } from "./snippets.de";
import { demoSnippets } from "./snippets.en";
import { errorSnippetsEn } from "./snippets.errors";
import { pageText, routeSnippets, shellSnippets, shopSnippetsFor } from "./snippets.server";

type SnippetSet = Record<string, string>;

const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PACKAGES = [
  "core",
  "accessories",
  "card-payment",
  "cart",
  "cms",
  "cookie-consent",
  "customized-products",
  "forms",
  "gallery-zoom",
  "listing-filter",
  "navigation",
  "product",
  "search",
  "wishlist",
] as const;

/** The built file of a package's export (`.`, `./snippets/de`), as the shop's bundler resolves it. */
function builtFile(name: string, entry: string): string {
  const dir = realpathSync(path.join(demo, "node_modules/@vitrine", name));
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  return path.join(dir, manifest.exports[entry].import);
}

/** The code a page downloads with a built file: it and every file it imports statically. */
function downloaded(file: string): string {
  return [...staticImportGraph(file).keys()]
    .map((chunk) => readFileSync(path.join(path.dirname(file), chunk), "utf8"))
    .join("\n");
}

/** The string literals of built code, as the texts they stand for (esbuild escapes non-ASCII characters). */
const strings = (code: string): Set<string> =>
  new Set(
    [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`/g)].map(
      ([literal]) => new Function(`return ${literal};`)() as string,
    ),
  );

const sets = Object.fromEntries(
  await Promise.all(
    PACKAGES.map(async (name) => {
      const pascal = name.replace(/(^|-)(\w)/g, (_, __, char: string) => char.toUpperCase());
      const prefix = pascal[0]?.toLowerCase() + pascal.slice(1);
      const en = (await import(/* @vite-ignore */ builtFile(name, "./snippets/en")))[
        `${prefix}SnippetsEn`
      ] as SnippetSet;
      const de = (await import(/* @vite-ignore */ builtFile(name, "./snippets/de")))[
        `${prefix}SnippetsDe`
      ] as SnippetSet;
      return [name, { en, de }] as const;
    }),
  ),
);

const allTexts = (language: "en" | "de") =>
  new Set(PACKAGES.flatMap((name) => Object.values(sets[name]?.[language] ?? {})));
/** Texts of one language that the other never uses (so finding one in a file proves that language is there). */
const onlyIn = (language: "en" | "de") => {
  const other = allTexts(language === "en" ? "de" : "en");
  return [...allTexts(language)].filter((text) => !other.has(text) && text.length >= 8);
};

describe("every package's built snippet sets", () => {
  it.each(PACKAGES)("@vitrine/%s: both sets have the same keys, every text filled", (name) => {
    const { en, de } = sets[name] ?? { en: {}, de: {} };
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(de).filter((text) => text.trim() === "")).toEqual([]);
  });

  it.each(PACKAGES)(
    "a shop importing @vitrine/%s/snippets/de downloads that set alone: no English, no other package",
    (name) => {
      const file = builtFile(name, "./snippets/de");
      // One file, importing nothing (not the components, not core, not the English set).
      expect([...staticImportGraph(file).entries()]).toEqual([[path.basename(file), []]]);
      const code = strings(downloaded(file));
      expect(onlyIn("en").filter((text) => code.has(text))).toEqual([]);
      const othersKeys = PACKAGES.filter((other) => other !== name).flatMap((other) =>
        Object.keys(sets[other]?.de ?? {}),
      );
      expect(othersKeys.filter((key) => code.has(key))).toEqual([]);
      // What the check looks for is there: this package's own German texts.
      const own = Object.values(sets[name]?.de ?? {}).filter((text) => onlyIn("de").includes(text));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((text) => !code.has(text))).toEqual([]);
    },
  );

  it.each(PACKAGES)(
    "the main entry of @vitrine/%s (what an English shop downloads) carries no German text",
    (name) => {
      const code = strings(downloaded(builtFile(name, ".")));
      expect(code.size).toBeGreaterThan(0);
      expect(onlyIn("de").filter((text) => code.has(text))).toEqual([]);
    },
  );

  it("an English set's file carries no German text", () => {
    const code = strings(PACKAGES.map((name) => downloaded(builtFile(name, "./snippets/en"))).join("\n"));
    expect(code.has("Add to shopping cart")).toBe(true);
    // The same check finds English where it is.
    expect(onlyIn("en").filter((text) => code.has(text)).length).toBeGreaterThan(100);
    expect(onlyIn("de").filter((text) => code.has(text))).toEqual([]);
  });
});

describeSnippetSets("the demo's own", demoSnippets, { de: demoSnippetsDe });

describe("the snippets the demo passes for the page language (shopSnippetsFor)", () => {
  it("a German page gets a German text for every key of every package and of the demo", () => {
    const german = shopSnippetsFor("de-DE");
    const keys = [
      ...PACKAGES.flatMap((name) => Object.keys(sets[name]?.en ?? {})),
      ...Object.keys(demoSnippets),
    ];
    expect(keys.filter((key) => !german[key])).toEqual([]);
    expect(german["cart.add.submit"]).toBe("In den Warenkorb");
    expect(german["demo.skipLink"]).toBe("Zum Hauptinhalt springen");
    // The page's own texts win over a package's placeholders.
    expect(german["customizedProducts.error.required"]).toBe("Bitte füllen Sie dieses Feld aus.");
    expect(shopSnippetsFor("de")).toBe(shopSnippetsDe);
  });

  it("an English page gets the demo's English texts only: no German, no copy of the packages' built-in defaults", () => {
    const english = shopSnippetsFor("en-GB");
    expect(english).toEqual(demoSnippets);
    expect(Object.values(english).filter((text) => onlyIn("de").includes(text))).toEqual([]);
  });
});

it("a German composition that leaves out a package's set does not compile (the demo's typecheck checks this file)", () => {
  // @ts-expect-error the cart's keys (and the other packages') are missing
  const incomplete: Record<ShopSnippetKey, string> = { ...demoSnippetsDe };
  expect(Object.keys(incomplete)).not.toContain("cart.add.submit");
});

describe("the page language of a page's server messages, titles and redirects (issue 43: every text right for that choice)", () => {
  const page = (pathname: string) => ({ pageUrl: `http://shop.test${pathname}` }) as AppLoadContext;
  /** The matches of a finish page: the root's data (the frame's texts) and the route's (its own). */
  const finishPage = (pathname: string) => [
    { id: "root", data: { snippets: shellSnippets(pathname.startsWith("/de") ? "de-DE" : "en-GB") } },
    { id: "routes/finish", data: { snippets: routeSnippets(page(pathname), "finish") } },
  ];

  it("an action on a German page answers in German, on an English page in English", () => {
    expect(pageText(page("/de/checkout/confirm"))("demo.confirm.tosRequired")).toBe(
      "Bitte akzeptieren Sie die AGB, um Ihre Bestellung abzuschließen.",
    );
    expect(pageText(page("/checkout/confirm"))("demo.confirm.tosRequired")).toBe(
      "Please accept the terms and conditions to place your order.",
    );
    expect(pageText(page("/de/checkout/cart"))("demo.cart.promotionInvalid", { code: "X1" })).toBe(
      "Der Aktionscode „X1“ ist ungültig.",
    );
  });

  it("a German page's <title> is German, an English page's English: the route loader's snippets give both", () => {
    expect(metaTitle(finishPage("/de/checkout/finish/abc"), "demo.page.finish")).toBe(
      "Vielen Dank für Ihre Bestellung | Vitrine",
    );
    expect(metaTitle(finishPage("/checkout/finish/abc"), "demo.page.finish")).toBe(
      "Thank you for your order | Vitrine",
    );
    // The browser has no English set of its own to fall back on (see "the browser's code" below): a page whose
    // loader failed (no texts of its own) is titled by the shop's name, not by a key.
    expect(metaTitle(finishPage("/checkout/finish/abc").slice(0, 1), "demo.page.finish")).toBe("Vitrine");
  });

  it("a redirect of a German page stays under /de", () => {
    expect(pagePath(page("/de/checkout/confirm"), "/checkout/finish/abc")).toBe("/de/checkout/finish/abc");
    expect(pagePath(page("/checkout/confirm"), "/checkout/finish/abc")).toBe("/checkout/finish/abc");
  });
});

describe("the browser's code carries no text set: the page language's texts come with the root loader's data only", () => {
  const app = path.join(demo, "app");
  /** The demo's browser modules that show its texts (every component, `meta`'s titles), bundled as the shop's bundler does. */
  async function bundledCode(entries: string[]): Promise<string> {
    const result = await build({
      root: demo,
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: true,
        lib: { entry: entries, formats: ["es"] },
        // The packages and React are the shop's dependencies (their own English defaults are theirs to ship).
        rollupOptions: { external: (id) => !id.startsWith(".") && !path.isAbsolute(id) },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as {
      output: { type: string; code?: string }[];
    }[];
    return outputs
      .flatMap((output) => output.output)
      .map((item) => item.code ?? "")
      .join("\n");
  }
  const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  /** Whether the code holds a text as a string literal, as written or with its non-ASCII characters escaped. */
  const holds = (code: string, text: string) =>
    [
      text,
      JSON.stringify(text)
        .slice(1, -1)
        .replace(/[^\x20-\x7e]/g, unicodeEscape),
    ].some((form) => ['"', "'", "`"].some((quote) => code.includes(`${quote}${form}${quote}`)));
  /** The demo's English texts that no package's set has as well (finding one proves the demo's set is there). */
  const demoOnly = Object.values(demoSnippets).filter(
    (text) => text.length >= 8 && !allTexts("en").has(text) && !text.includes("{"),
  );

  it("the header, footer, error pages, every other component and the pages' titles bundle without the English set (the error page brings its own texts only)", async () => {
    const components = readdirSync(path.join(app, "components"))
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => path.join(app, "components", file));
    const code = await bundledCode([
      ...components,
      path.join(app, "lib/snippets.ts"),
      path.join(app, "lib/seo/route-meta.ts"),
    ]);
    // What was bundled is the components (their markup's class names are there).
    expect(code).toContain('"site-footer"');
    expect(demoOnly.length).toBeGreaterThan(50);
    // The error page's chunk carries its own texts (lib/snippets.errors.ts), in both languages, and no others.
    const errorTexts = new Set<string>(Object.values(errorSnippetsEn));
    expect(demoOnly.filter((text) => holds(code, text) && !errorTexts.has(text))).toEqual([]);
    expect(holds(code, errorSnippetsEn["demo.error.notFound"])).toBe(true);
  }, 60_000);

  it("the same check finds the set where it is: the server's module for the page language's texts", async () => {
    const code = await bundledCode([path.join(app, "lib/snippets.en.ts")]);
    expect(demoOnly.filter((text) => !holds(code, text))).toEqual([]);
  }, 60_000);
});
