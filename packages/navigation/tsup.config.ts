import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/category-menu.ts", "src/flyout-menu.ts"],
});
