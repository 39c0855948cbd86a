import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/checkout.ts", "src/offcanvas.ts", "src/widget.ts"],
});
