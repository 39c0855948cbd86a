import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The size-limit budgets every @vitrine package shares: own code only, gzip. A package's `.size-limit.mjs` lists
// its entries and budgets; the peers, the runtime dependencies and the other @vitrine packages are never counted.

/**
 * What a shop already has, or what another package brings (`@vitrine/product` brings the one product card the
 * listing, slider and wishlist show): never part of a package's own size. esbuild treats a
 * package name as covering its subpaths too (`react/jsx-runtime`, `jotai/utils`, `@vitrine/core/ui`).
 */
export const SHARED_EXTERNALS = Object.freeze([
  "react",
  "react-dom",
  "jotai",
  "ky",
  "valibot",
  "@vitrine/core",
  "@vitrine/product",
]);

/**
 * The chunks of a package's schemas, which its calls load with their first request (`import("./cart.schema")` is
 * built as `dist/cart.schema-<hash>.js`): one pattern each, as esbuild takes one wildcard per external.
 */
export function lazySchemaChunks(dist = "dist") {
  if (!existsSync(dist)) return [];
  return readdirSync(dist)
    .filter((file) => /\.schema-[\w-]+\.js$/.test(file))
    .map((file) => `./${file.slice(0, file.indexOf(".schema-"))}.schema-*`);
}

/**
 * One budget: `name` says what is measured, `path` the built file (globs allowed), `limit` e.g. "6 KB", `ignore`
 * the package's own files measured on their own (a lazy chunk `./ZoomModal-*`, shared chunks `./chunk-*`), `import`
 * the exports a shop uses (`"{ SearchForm }"`: what its bundler keeps of the entry), when not all of them.
 * @param {{ name: string, path: string, limit: string, ignore?: string[], import?: string }} budget
 */
export function budget({ name, path, limit, ignore = [], import: used }) {
  return {
    name,
    path,
    limit,
    gzip: true,
    // A package's schemas load with its first Store API call (`import("./x.schema")`): never part of an entry.
    ignore: [...SHARED_EXTERNALS, ...lazySchemaChunks(), ...ignore],
    ...(used ? { import: { [path]: used } } : {}),
  };
}

/**
 * A package's size-limit configuration from its budgets.
 * @param {Array<{ name: string, path: string, limit: string, ignore?: string[], import?: string }>} budgets
 */
export function packageSizes(budgets) {
  return budgets.map(budget);
}

/**
 * The budgets of a package's snippet sets, one per language (`dist/snippets/en.js`, `dist/snippets/de.js`): counted
 * apart from the entries, as a shop loads one language's set only (DESIGN.md section 3, "Snippets").
 * @param {string} name the package's name
 * @param {string} limit the budget of each language's set, e.g. "1 KB"
 */
export function snippetSets(name, limit) {
  return ["en", "de"].map((language) => ({
    name: `${name}/snippets/${language}: every ${language === "en" ? "English" : "German"} text of the package (gzip)`,
    path: `dist/snippets/${language}.js`,
    limit,
  }));
}

/** Every other @vitrine package: another package's code is counted in that package's own budget, never twice. */
const VITRINE_PACKAGES = Object.freeze([
  "@vitrine/accessories",
  "@vitrine/analytics",
  "@vitrine/card-payment",
  "@vitrine/cart",
  "@vitrine/cms",
  "@vitrine/cookie-consent",
  "@vitrine/customized-products",
  "@vitrine/forms",
  "@vitrine/gallery-zoom",
  "@vitrine/listing-filter",
  "@vitrine/navigation",
  "@vitrine/search",
  "@vitrine/wishlist",
]);

/**
 * The whole package (issue 45, item 3): its entries bundled together into ONE file, gzip, so code the entries share
 * counts once and every lazy chunk they load (`import("./Panel")`) is inlined and counted. The peers, the other
 * @vitrine packages and the package's runtime `dependencies` (named in its README, with why) are not its own code;
 * neither are its snippet sets (one language per shop, measured by `snippetSets`) nor the schemas its calls load
 * with their first request (`*.schema-*` chunks, measured by the entries' budgets' neighbours).
 * @param {{ name: string, entries: string[], limit: string, dependencies?: string[] }} whole
 *   `entries`: the built files of every entry a shop's browser loads (`dist/index.js`, `dist/checkout.js`, ...);
 *   `dependencies`: the package's runtime dependencies, kept out of its own size.
 */
export function wholePackage({ name, entries, limit, dependencies = [] }) {
  const external = [...SHARED_EXTERNALS, ...VITRINE_PACKAGES, ...dependencies];
  return {
    name,
    path: entries,
    // One generated file re-exports every entry, so esbuild bundles them together (shared code once).
    modifyEsbuildConfig(config) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-whole-")), "whole.js");
      writeFileSync(
        file,
        entries
          .map((entry, index) => `export * as entry${index} from ${JSON.stringify(path.resolve(entry))};`)
          .join("\n"),
      );
      // As ES modules, the form the package ships in and a shop's bundler reads: an external stays an `import`.
      // esbuild's default (an IIFE) would wrap each external in a CommonJS `require` shim a shop never ships.
      return { ...config, entryPoints: [file], format: "esm" };
    },
    limit,
    gzip: true,
    ignore: [...external, ...lazySchemaChunks()],
  };
}
