import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  snippetSets: true,
  entry: [
    "src/index.ts",
    "src/schemas.ts",
    "src/ui.ts",
    "src/react.ts",
    "src/lazy-part.ts",
    "src/visible-island.ts",
    "src/utils.ts",
    "src/money.ts",
    "src/server.ts",
  ],
  stylesheets: ["styles.css", "dialog.css"],
});
