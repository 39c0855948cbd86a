import { packageBuild } from "../../config/tsup.package";

// The bar's code and the settings panel (both loaded lazily by the main entry), Consent Mode, the video gate and
// the server's helpers are entries of their own, so each is a separate file with a stable name that size-limit
// measures (and a page's first paint loads none of them); the time zone worker is a file of its own.
export default packageBuild({
  snippetSets: true,
  entry: [
    "src/index.ts",
    "src/bar.ts",
    "src/settings.ts",
    "src/consent-mode.ts",
    "src/video.ts",
    "src/server.ts",
    "src/schemas.ts",
    "src/timezone.worker.ts",
  ],
});
