import { packageSizes } from "../../config/size-limit.package.mjs";

export default packageSizes([
  // DESIGN section 7: 3 KB (issue 45 brought it back from 3.04: shorter item building, one pass over the cookies).
  { name: "@vitrine/analytics main entry (own code, gzip)", path: "dist/index.js", limit: "3 KB" },
  { name: "@vitrine/analytics recorder (own code, gzip)", path: "dist/recorder.js", limit: "0.5 KB" },
  {
    name: "@vitrine/analytics debug panel (own code, gzip)",
    path: "dist/AnalyticsDebugPanel.js",
    limit: "1 KB",
  },
]);
