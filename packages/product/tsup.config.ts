import { packageBuild } from "../../config/tsup.package";

// `/variants` is the variant configurator alone (a product page loads it on interaction). `/server` holds
// the loader's helpers (the no-JavaScript variant choice), so the browser never loads them.
export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/server.ts", "src/card.ts", "src/variants.ts"],
  // The texts and the Store API calls every part uses: files of their own, so the main entry's import of them does
  // not pull the variant configurator's code (in the file `/variants` shares with it) into a page that loads it later.
  modules: ["src/product.snippets.ts", "src/product.api.ts"],
});
