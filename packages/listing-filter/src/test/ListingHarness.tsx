// A listing page for tests and stories: provider, listing, filters, grid, sorting, limit and pagination.
import { type EventBus, type Navigate, VitrineProvider } from "@vitrine/core";
import { type ReactNode, useState } from "react";
import { useListingAnalytics } from "../analytics";
import { FilterPanel, type FilterPanelProps } from "../FilterPanel";
import { LimitSelect, Pagination, Sorting } from "../ListingControls";
import { ListingForm, ListingSubmit } from "../ListingForm";
import type { ListingApi } from "../listing.api";
import type { ListingResult } from "../listing.schema";
import { ListingCount, ProductGrid } from "../ProductGrid";
import { ListingProvider, useListing } from "../useListing";
import { createFakeShop, type FakeShop, initialListing } from "./listing.fixtures";

export interface HarnessProps {
  shop?: FakeShop;
  /** How the fake shop answers (slow, failing). */
  behaviour?: FakeShop["behaviour"];
  url?: string;
  initial?: ListingResult;
  /** The shop's router navigation (a spy); the harness follows it. */
  navigate?: Navigate;
  api?: Partial<ListingApi>;
  layout?: FilterPanelProps["layout"];
  /** Controlled URL (tests drive Back and Forward by changing it). */
  currentUrl?: string;
  /** Wraps the controls in a `<ListingForm>` with this id (the no-JavaScript GET form). */
  formId?: string;
  /** The provider's event bus (tests listen to the listing's events). */
  events?: EventBus;
  children?: ReactNode;
}

function Page({
  initial,
  api,
  layout,
  currentUrl,
  formId,
}: Omit<HarnessProps, "shop" | "navigate" | "url"> & { currentUrl: string }) {
  const listing = useListing({
    initialListing: initial ?? initialListing(),
    categoryId: "cat",
    currentUrl,
    api,
  });
  const selectProduct = useListingAnalytics(listing, { categoryId: "cat" });
  return (
    <ListingProvider value={listing}>
      <MaybeForm id={formId}>
        {/* Filters beside the results where both fit, above them on a phone. */}
        <div style={{ display: "flex", flexWrap: "wrap", gap: "2rem", alignItems: "flex-start" }}>
          <div style={{ flex: "1 1 12rem", minWidth: 0 }}>
            <FilterPanel layout={layout ?? "inline"} />
          </div>
          <div style={{ flex: "999 1 18rem", minWidth: 0 }}>
            <div
              style={{
                display: "flex",
                flexWrap: "wrap",
                gap: "1rem",
                alignItems: "center",
                marginBottom: "1rem",
              }}
            >
              <ListingCount />
              <Sorting />
              <LimitSelect limits={[6, 12, 24]} />
              <ListingSubmit />
            </div>
            <h2 className="vitrine-visually-hidden">Products</h2>
            <ProductGrid onSelectProduct={selectProduct} />
            <Pagination />
          </div>
        </div>
      </MaybeForm>
    </ListingProvider>
  );
}

const MaybeForm = ({ id, children }: { id: string | undefined; children: ReactNode }) =>
  id ? <ListingForm id={id}>{children}</ListingForm> : children;

/** A category listing page on a fake shop. */
export function ListingHarness({
  shop,
  behaviour,
  url,
  navigate,
  currentUrl,
  events,
  ...props
}: HarnessProps): ReactNode {
  // The router: the harness follows the URLs the listing navigates to.
  const [location, setLocation] = useState(url ?? "/navigation/cat");
  const [ownShop] = useState(() => {
    const created = shop ?? createFakeShop();
    if (behaviour) created.behaviour = behaviour;
    return created;
  });
  return (
    <VitrineProvider
      client={ownShop.client}
      events={events}
      config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
      navigate={(to, options) => {
        setLocation(to);
        navigate?.(to, options);
      }}
    >
      <main>
        <h1>Clothing</h1>
        <Page {...props} currentUrl={currentUrl ?? location} />
      </main>
    </VitrineProvider>
  );
}
