import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/wishlist main entry (own code, gzip)",
    path: "dist/index.js",
    limit: "4 KB",
  },
  {
    name: "@vitrine/wishlist/page: wishlist page entry (own code, gzip; shares the main entry's chunk)",
    path: "dist/page.js",
    limit: "2 KB",
    ignore: ["./chunk-*"],
  },
  ...snippetSets("@vitrine/wishlist", "0.5 KB"),
]);
