import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  { name: "@vitrine/card-payment main entry (own code, gzip)", path: "dist/index.js", limit: "4 KB" },
  ...snippetSets("@vitrine/card-payment", "0.5 KB"),
]);
