import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  // Issue 45: everything a shop's browser loads of the package (main entry, which re-exports /variants, and card,
  // shared code once), valibot (the schemas' runtime dependency, loaded lazily with the first Store API call) apart.
  wholePackage({
    name: "@vitrine/product whole package: main entry, /variants and /card together (own code, gzip)",
    entries: ["dist/index.js", "dist/card.js"],
    // Issue 45 asks for 5.5 kB; measured 6.84 kB (main entry 5.62 kB with the English snippet defaults, /card 1.39
    // kB), not reached in this round. It was 6.74 kB: the configurator's take-over of a choice made before its code
    // arrived (0.11 kB) came with `/variants`, which takes 1.6 KB off the product page's first load.
    // 6.65: measured as ES modules (6.63 kB; the IIFE measure before added a require shim per external).
    limit: "6.65 kB",
    dependencies: ["valibot"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/product main entry (own code, gzip)",
      path: "dist/index.js",
      limit: "5.65 KB",
    },
    {
      name: "@vitrine/product/variants: the variant configurator and its hook, with the texts and calls it shares with the main entry (own code, gzip)",
      path: "dist/variants.js",
      limit: "2.85 KB",
    },
    {
      name: "@vitrine/product/card: product card, card price, card of a Store API product (own code, gzip)",
      path: "dist/card.js",
      limit: "1.4 KB",
    },
    ...snippetSets("@vitrine/product", "1 KB"),
  ]),
];
