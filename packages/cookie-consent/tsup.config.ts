import { packageBuild } from "../../config/tsup.package";

// The settings panel (loaded lazily by the main entry) and the video gate are entries of their own, so each
// is a separate file with a stable name that size-limit measures; the time zone worker is a file of its own.
export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/settings.ts", "src/video.ts", "src/timezone.worker.ts"],
});
