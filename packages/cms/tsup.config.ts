import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  entry: ["src/index.ts", "src/schemas.ts", "src/elements.ts", "src/listing.ts", "src/html.ts"],
});
