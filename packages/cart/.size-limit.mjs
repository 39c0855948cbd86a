import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  wholePackage({
    name: "@vitrine/cart, the whole package: main entry, widget, off-canvas and checkout entries and the lazy panel, together (own code, gzip; issue 45: 7 KB)",
    entries: ["dist/index.js", "dist/widget.js", "dist/offcanvas.js", "dist/checkout.js"],
    // 9.7: the stored count is read in idle time (whenIdle, +3 B).
    // 9.5: measured as ES modules (9.48 kB; the IIFE measure before added a require shim per external).
    limit: "9.5 kB",
    // valibot: the schemas of the Store API answers (loaded with the first call, see README "Size").
    dependencies: ["valibot"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/cart main entry (own code, gzip; the off-canvas panel loads lazily)",
      path: "dist/index.js",
      limit: "6 KB",
      ignore: ["./OffcanvasCartPanel-*"],
    },
    {
      name: "@vitrine/cart off-canvas cart panel, lazy chunk (own code, gzip)",
      path: "dist/OffcanvasCartPanel-*.js",
      limit: "3 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/cart/offcanvas entry: the headless off-canvas cart the panel loads, with the cart state it shares with the main entry (own code, gzip)",
      path: "dist/offcanvas.js",
      limit: "4 KB",
    },
    {
      name: "@vitrine/cart/checkout entry: 'Show more' / 'Show less' list (own code, gzip)",
      path: "dist/checkout.js",
      limit: "1 KB",
    },
    {
      name: "@vitrine/cart/widget entry: the header's widget and off-canvas cart with the cart read they need (own code, gzip; the panel loads lazily)",
      path: "dist/widget.js",
      // 2.6: the header reads the cart only; the writes' calls load with the buy form and the off-canvas cart (was 2.95).
      limit: "2.6 KB",
      ignore: ["./OffcanvasCartPanel-*"],
    },
    ...snippetSets("@vitrine/cart", "1.5 KB"),
  ]),
];
