import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  // The renderer: sections, blocks, slots, registry, mapping and schemas.
  { name: "@vitrine/cms renderer (own code, gzip)", path: "dist/index.js", limit: "4 KB" },
  // The element map: lazy loaders only; each element is its own chunk, loaded by the page that shows it.
  {
    name: "@vitrine/cms/elements map (own code, gzip)",
    path: "dist/elements.js",
    limit: "0.98 KB",
    ignore: ["./chunk-*", "./Cms*", "./deferred-*"],
  },
  // An element whose code loads on the first interaction (the product gallery, text, image): its box, core's
  // interaction island (not counted: core's).
  {
    name: "@vitrine/cms/deferred: deferCmsElement (own code, gzip)",
    path: "dist/deferred.js",
    limit: "0.47 KB",
  },
  // The standard elements with nothing to do at first paint, deferred (their box with deferCmsElement): the chunk a
  // page with a text, an image, a gallery, a product name, a manufacturer logo or a category navigation loads before
  // interaction.
  {
    name: "@vitrine/cms deferred standard elements, lazy chunk (own code, gzip)",
    path: "dist/deferred-*.js",
    limit: "0.91 KB",
    ignore: ["./Cms*"],
  },
  { name: "@vitrine/cms text element (gzip)", path: "dist/CmsText-*.js", limit: "2 KB" },
  {
    name: "@vitrine/cms listing scope (own code, gzip)",
    path: "dist/listing.js",
    limit: "2 KB",
    ignore: [
      "@vitrine/listing-filter",
      "@vitrine/cookie-consent",
      "@vitrine/product",
      "@vitrine/gallery-zoom",
    ],
  },
  ...snippetSets("@vitrine/cms", "0.7 KB"),
]);
