import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/accessories main entry (own code, gzip)",
    path: "dist/index.js",
    limit: "4 KB",
    // The response schema loads with the first call (measured on its own below).
    ignore: ["./accessories.schema-*"],
  },
  {
    name: "@vitrine/accessories response schema, loaded with the first call (own code, gzip)",
    path: "dist/accessories.schema-*.js",
    limit: "0.7 KB",
  },
  ...snippetSets("@vitrine/accessories", "1 KB"),
]);
