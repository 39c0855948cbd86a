import { packageSizes } from "../../config/size-limit.package.mjs";

export default packageSizes([
  { name: "@vitrine/card-payment main entry (own code, gzip)", path: "dist/index.js", limit: "4 KB" },
]);
