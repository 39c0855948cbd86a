import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  wholePackage({
    name: "@vitrine/wishlist, the whole package: main entry, widget and page entries and the lazy change and merge, together (own code, gzip; issue 45: 3.8 KB)",
    entries: ["dist/index.js", "dist/widget.js", "dist/page.js"],
    // 5.3: the wishlist page keeps the products it read and the ids it did not get in one map (was 5.35).
    // 5.12: measured as ES modules (5.1 kB; the IIFE measure before added a require shim per external).
    limit: "5.16 kB",
    // valibot: the schemas of the Store API answers (loaded with the first call, see README "Size").
    dependencies: ["valibot"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/wishlist main entry (own code, gzip)",
      path: "dist/index.js",
      limit: "4.05 KB",
    },
    {
      name: "@vitrine/wishlist/page: wishlist page entry (own code, gzip; shares the main entry's chunk)",
      path: "dist/page.js",
      limit: "1.4 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/wishlist/widget entry: provider, header link, heart button and the guest list's sync (own code, gzip; a change, with the Store API's calls, loads with the first click, the merge on login when needed)",
      path: "dist/widget.js",
      // 2.75: a change (storage write, consent, add and remove calls) loads with the first click (was 3.6).
      limit: "2.77 KB",
      ignore: ["./wishlist.sync-*"],
    },
    ...snippetSets("@vitrine/wishlist", "0.5 KB"),
  ]),
];
