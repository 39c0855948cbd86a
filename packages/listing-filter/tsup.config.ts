import { packageBuild } from "../../config/tsup.package";

// The filter controls (with the off-canvas) are an entry of their own, so /filters loads them lazily (a dynamic
// import of a stable file) and a shop's bundler keeps them out of the page's first chunk.
export default packageBuild({
  snippetSets: true,
  // The filters' texts, a file of their own: the panel uses them at once, the controls' lazy chunk too, so shared
  // with those they would take the controls into the page's first chunk.
  modules: ["src/filter.snippets.ts"],
  entry: ["src/index.ts", "src/schemas.ts", "src/filters.ts", "src/FilterControls.tsx", "src/analytics.ts"],
});
