import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/schemas.ts", "src/category-menu.ts", "src/flyout-menu.ts"],
  // The main entry is a barrel over files of its own (the frame's components, the switchers; the state helpers, texts
  // and constants they share are chunks anyway), so that a shop's bundler takes only the files of the components a
  // page imports: a shop that loads its top bar on interaction keeps the switchers out of every page's first code.
  modules: ["src/frame.modules.ts", "src/switchers.modules.ts"],
});
