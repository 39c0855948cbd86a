import { packageSizes } from "../../config/size-limit.package.mjs";

export default packageSizes([
  { name: "@vitrine/forms main entry (own code, gzip)", path: "dist/index.js", limit: "6 KB" },
]);
