import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { VisibleIsland } from "@vitrine/core/visible-island";
import type { SearchFormProps } from "@vitrine/search";
import { useMemo } from "react";

// The header's search form is an island whose code loads on the shopper's first interaction with it (a pointer over
// it, the focus, a key, a submit): every page shows its server HTML, a GET form to /search that works as it is, and
// none of them loads the form's code with the page. Once loaded, `<SearchForm>` takes over what was typed and the
// focus, and loads its combobox (a submit made before then is sent by the hydrated form).
const headerSearch = lazyOnInteraction<SearchFormProps>("header-search", () =>
  import("@vitrine/search").then((module) => module.SearchForm),
);

/** The header's live search (`@vitrine/search`'s `<SearchForm>`), with the search page's term in the field. */
export function HeaderSearch({ term }: { term: string }) {
  // The same element while the term stays the same: a navigation re-renders the header without reaching the island
  // (an update that reached it before it hydrated would make React drop its server HTML).
  return useMemo(
    () => <VisibleIsland island={headerSearch} props={{ initialTerm: term, className: "header-search" }} />,
    [term],
  );
}
