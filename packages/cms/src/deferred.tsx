// @vitrine/cms/deferred public API: an element whose code loads on the shopper's first interaction (its own entry, so
// the element map stays lazy loaders only). Built on core's interaction island, which a shop's header parts use too.
import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { LazyPart } from "@vitrine/core/lazy-part";
import { VisibleIsland } from "@vitrine/core/visible-island";
import { type ComponentType, createElement, Suspense } from "react";
import type { CmsElementComponent, CmsElementProps } from "./cms.registry";

/**
 * The island name of the deferred elements (`data-visible-island` on their box, `display: contents` in the
 * package's styles): the pointer over any of them starts them all.
 */
const ISLAND = "cms-deferred";

/** The element inside a `LazyPart`: a click on one of its buttons before it hydrated is kept and replayed. */
const inPart =
  (Element: CmsElementComponent): ComponentType<CmsElementProps> =>
  (props) => <LazyPart>{createElement(Element, props)}</LazyPart>;

/**
 * An element whose code is not needed at first paint (the product gallery's slider, thumbnails and zoom beyond the
 * first image): its server HTML shows, and the rest of the page hydrates without waiting for it. Its code loads on
 * the shopper's first interaction — the pointer over it, or a press, a touch, the focus, a key, a change or a submit
 * anywhere on the page (core's `lazyOnInteraction`) — and then hydrates it; a click on one of its buttons meanwhile
 * is kept and replayed once it works (`LazyPart`). Rendered in the browser without server HTML (a client-side
 * navigation) it loads at once.
 */
export function deferCmsElement(load: () => Promise<CmsElementComponent>): CmsElementComponent {
  const island = lazyOnInteraction(ISLAND, () => load().then(inPart));
  // The server renders the element itself (its HTML is the page's first paint): its code is loaded at start.
  let server: ComponentType<CmsElementProps> | null = null;
  if (typeof document === "undefined")
    void load().then((Loaded) => {
      server = inPart(Loaded);
    });
  return (props: CmsElementProps) =>
    server ? (
      <div data-visible-island={ISLAND}>
        <Suspense>{createElement(server, props)}</Suspense>
      </div>
    ) : (
      <VisibleIsland island={island} props={props} />
    );
}
