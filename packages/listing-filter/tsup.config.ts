import { packageBuild } from "../../config/tsup.package";

// The filter off-canvas is its own entry so the main entry loads it lazily (a dynamic import of a stable file).
export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/filters.ts", "src/FilterOffcanvas.tsx", "src/analytics.ts"],
});
