// The category page's view, shared by the technical route (/navigation/:categoryId) and the SEO route, which
// loads it only for a category.
import { CmsPage } from "@vitrine/cms";
import { CmsListingScope } from "@vitrine/cms/listing";
import { useLocation } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb";
import { CMS_DEVELOPMENT, cmsRegistry } from "../lib/cms";
import type { Unpacked } from "../lib/packed";
import type { Route } from "../routes/+types/category";

/** The page's data as the view receives it (the technical route's and the SEO route's loader answer it). */
export type CategoryPageData = Unpacked<Route.ComponentProps["loaderData"]["page"]>;

/** The category page: its layout (a listing with filters, or content) under its breadcrumb and heading. */
export default function CategoryPage({ loaderData }: { loaderData: CategoryPageData }) {
  const { id, name, crumbs, page, query, filterAggregations, navigation, videoConsent } = loaderData;
  const location = useLocation();
  return (
    <div className="container page">
      <Breadcrumb items={crumbs} />
      <header className="page-head">
        <h1>{name}</h1>
      </header>
      <CmsListingScope
        key={id}
        page={page}
        categoryId={id}
        currentUrl={location.pathname + location.search}
        {...(query ? { initialQuery: query } : {})}
        {...(filterAggregations ? { initialFilterAggregations: filterAggregations } : {})}
      >
        <CmsPage
          page={page}
          registry={cmsRegistry}
          context={{
            categoryId: id,
            categoryName: name,
            videoConsent,
            navigation,
          }}
          development={CMS_DEVELOPMENT}
          className="cms-page"
        />
      </CmsListingScope>
    </div>
  );
}
