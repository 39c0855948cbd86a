import { packageBuild } from "../../config/tsup.package";

// `/server` holds the loader's helpers (the no-JavaScript variant choice), so the browser never loads them.
export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/server.ts", "src/card.ts"],
});
