import { packageSizes } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/core main entry (own code, gzip)",
    path: "dist/index.js",
    limit: "4 KB",
  },
  {
    name: "@vitrine/core/schemas (own code, gzip)",
    path: "dist/schemas.js",
    limit: "1.5 KB",
  },
  {
    name: "@vitrine/core/ui: viewport, off-canvas, modal (own code, gzip)",
    path: "dist/ui.js",
    limit: "3 KB",
  },
]);
