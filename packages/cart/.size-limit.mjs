import { packageSizes } from "../../config/size-limit.package.mjs";

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
    name: "@vitrine/cart/checkout entry: 'Show more' / 'Show less' list (own code, gzip)",
    path: "dist/checkout.js",
    limit: "1 KB",
  },
]);
