import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/island.ts", "src/schemas.ts"],
});
