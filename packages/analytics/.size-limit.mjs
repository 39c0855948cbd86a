import { packageSizes } from "../../config/size-limit.package.mjs";

export default packageSizes([
  { name: "@vitrine/analytics main entry (own code, gzip)", path: "dist/index.js", limit: "2 KB" },
]);
