import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
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
  ...snippetSets("@vitrine/cart", "1.5 KB"),
]);
