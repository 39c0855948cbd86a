import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/product main entry (own code, gzip)",
    path: "dist/index.js",
    limit: "6 KB",
  },
  {
    name: "@vitrine/product/card: product card, card price, card of a Store API product (own code, gzip)",
    path: "dist/card.js",
    limit: "1.4 KB",
  },
  ...snippetSets("@vitrine/product", "1 KB"),
]);
