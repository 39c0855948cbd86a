import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  wholePackage({
    name: "@vitrine/listing-filter whole package: main entry, /filters, /analytics and the lazy off-canvas together (own code, gzip; valibot not counted)",
    entries: ["dist/index.js", "dist/filters.js", "dist/analytics.js"],
    // Issue 45 asks for 6 kB; 9.43 kB measured: the limit is what the package reaches today (see the README, "Size").
    // 9.22: measured as ES modules (9.2 kB; the IIFE measure before added a require shim per external).
    // 9.57 (9.55 measured): the listing calls and the active-filter chips became lazy chunks (the search page's own JS
    // −0.5 KB); bundled into one file, each lazy module costs the whole package its module wrapper and export object.
    // 10.05 (10.04 measured; raised, the lead's decision in issue 45's fifth round): the inline filter panel became an
    // island of its own (FilterControls.js) whose code a phone never loads unless the shopper opens the filters:
    // category −1.4 KB and search −1.3 KB own JS before interaction at 412 px. Its cost here: the island's holding of
    // the listing's changes and the take-over of what was ticked before its code came (about 0.3 kB), and one more
    // lazy module's wrapper in this one-file measure. 10.2 (10.17): a price range typed before the island's code came
    // is taken over by the price filter itself and checked as typed input is (it was applied unchecked).
    limit: "10.22 kB",
    dependencies: ["valibot"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/listing-filter main entry (own code, gzip; the listing schema loads with the first call)",
      path: "dist/index.js",
      limit: "6 KB",
      ignore: ["./listing.schema-*", "./listing.api-*"],
    },
    {
      name: "@vitrine/listing-filter/filters: filter panel and controls, with the code it shares with the main entry (own code, gzip)",
      path: "dist/filters.js",
      // 4.6 (4.59 measured; was 4.05): this entry re-exports the controls for shops that compose their own panel, so
      // it now carries the controls' chunk with the panel (a shop's bundler keeps only what it imports: the demo's pages
      // load the panel and its island loader, and the controls' chunk where the filters show).
      // 4.75 (4.71): the price range's own take-over (checked before it applies).
      limit: "4.75 KB",
      ignore: ["./index.js", "./listing.schema-*", "./listing.api-*"],
    },
    {
      name: "@vitrine/listing-filter filter controls, chips and off-canvas, lazy chunk loaded where the filters show (own code, gzip)",
      path: "dist/FilterControls.js",
      limit: "4 KB",
      ignore: ["./index.js"],
    },
    {
      name: "@vitrine/listing-filter listing calls, lazy chunk loaded with the first listing request (own code, gzip)",
      path: "dist/listing.api-*.js",
      limit: "0.25 KB",
      ignore: ["./chunk-*", "./listing.schema-*"],
    },
    {
      name: "@vitrine/listing-filter/analytics: list views and product choices for analytics (own code, gzip)",
      path: "dist/analytics.js",
      limit: "0.5 KB",
    },
    {
      name: "@vitrine/listing-filter/schemas: the listing answer's schemas, the chunk the listing calls load lazily (own code, gzip)",
      path: "dist/schemas.js",
      limit: "1 KB",
    },
  ]),
  ...snippetSets("@vitrine/listing-filter", "1 KB"),
];
