import { packageBuild } from "../../config/tsup.package";

// The combobox and the live search's hook are entries of their own, so that a shop's bundler can leave them out
// of the page's first code: `<SearchForm>` loads the combobox when the shopper first comes near the form.
export default packageBuild({
  snippetSets: true,
  entry: ["src/index.ts", "src/SearchCombobox.tsx", "src/suggest.ts"],
});
