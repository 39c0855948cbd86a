import { type ComponentType, useEffect, useState } from "react";

/**
 * A hidden marker (`data-island-pending`) inside a lazily loaded part of the page until that part has hydrated:
 * the server HTML of a lazy part shows before its code has arrived, and a click on it is lost until then. The e2e
 * tests' `waitForHydration` waits until no marker is left, as it waits for `html[data-hydrated]`.
 */
export function IslandPending() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? null : <span hidden data-island-pending="" />;
}

/** The component with an {@link IslandPending} marker after it, for `lazy()`. */
export function withIslandPending<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <>
        <Component {...props} />
        <IslandPending />
      </>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
