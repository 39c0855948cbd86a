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
    ignore: [...SHARED_EXTERNALS, ...ignore],
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
