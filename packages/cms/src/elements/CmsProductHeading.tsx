// The product page's heading elements (name, manufacturer logo): a chunk of their own, without the buy box's and the
// description's code (`@vitrine/product`), which a shop may replace with its own.
import { translated } from "@vitrine/core/utils";
import { defineCmsElement } from "../cms.registry";
import type { CmsManufacturerLogoData, CmsProductNameData } from "./elements.schema";
import { CmsMediaImage } from "./media";

/** Shopware's `product-name` element: the product's name as the page's heading. */
export const CmsProductName = defineCmsElement<CmsProductNameData>(function CmsProductName({ data }) {
  return data?.content ? <h1 className="vitrine-cms-product-name">{data.content}</h1> : null;
});

/** Shopware's `manufacturer-logo` element: the logo (its name as text without one), linked to the manufacturer. */
export const CmsManufacturerLogo = defineCmsElement<CmsManufacturerLogoData>(function CmsManufacturerLogo({
  data,
}) {
  const name = translated(data?.manufacturer, "name") ?? "";
  if (!data || (!data.media && !name)) return null;
  const content = data.media ? (
    <CmsMediaImage media={{ ...data.media, alt: data.media.alt || name }} sizes="200px" />
  ) : (
    name
  );
  return (
    <div className="vitrine-cms-manufacturer-logo">
      {data.url ? (
        <a
          href={data.url}
          {...(data.newTab !== false ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  );
});
