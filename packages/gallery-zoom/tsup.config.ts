import { packageBuild } from "../../config/tsup.package";

// `/slider` is its own entry: a page with a product slider but no gallery (home) loads only the slider's code.
// `/zoom` too: the zoom modal's math loads with the modal, not with the gallery.
export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/slider.ts", "src/zoom.ts"],
});
