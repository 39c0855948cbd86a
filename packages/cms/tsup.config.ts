import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  snippetSets: true,
  entry: [
    "src/index.ts",
    "src/schemas.ts",
    "src/elements.ts",
    "src/deferred.tsx",
    "src/listing.ts",
    "src/html.ts",
  ],
});
