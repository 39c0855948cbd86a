import type { LineItem } from "@vitrine/core/schemas";

/**
 * The items shown under a line item: the bundle items (@vitrine/accessories, children whose payload names it as
 * their `bundleParentId`) and the chosen options of a customized product (its `customized-products-option`
 * children). They go with it; they have no quantity field or remove button of their own.
 */
export function bundleChildren(item: LineItem): LineItem[] {
  const children = (item as { children?: LineItem[] | null }).children ?? [];
  return children.filter(
    (child) =>
      (child.payload as { bundleParentId?: string } | null)?.bundleParentId === item.id ||
      (item.type === "customized-products" && child.type === "customized-products-option"),
  );
}

/** The product page's query parameter that changes a configuration in the cart (Swag Customized Products' name). */
export const CONFIGURATION_EDIT_PARAMETER = "swagCustomizedProductsConfigurationEdit";

/** The stored configuration a customized product's line carries (`extensions.customizedProductConfiguration`). */
export interface LineConfiguration {
  id: string;
  /** The configuration's hash (the line's id), sent back as `oldHash` to replace the line. */
  hash?: string;
  configuration?: unknown;
}

/** The stored configuration of a customized product's line, or null (other lines, or a shop that sends none). */
export function lineConfiguration(item: LineItem): LineConfiguration | null {
  const found = (item as { extensions?: { customizedProductConfiguration?: LineConfiguration } | null })
    .extensions?.customizedProductConfiguration;
  return item.type === "customized-products" && typeof found?.id === "string" ? found : null;
}

/**
 * Where a customized product's line is changed: its product page with `?swagCustomizedProductsConfigurationEdit=`
 * and the configuration's id, as Swag Customized Products links it; null for any other line.
 */
export function configurationEditHref(
  item: LineItem,
  productHref: (productId: string) => string,
): string | null {
  const configuration = lineConfiguration(item);
  const productId = configuredProductId(item);
  return configuration && productId
    ? `${productHref(productId)}?${CONFIGURATION_EDIT_PARAMETER}=${encodeURIComponent(configuration.id)}`
    : null;
}

/** The product of a customized product's line: its payload's `productId`, else its product child's. */
function configuredProductId(item: LineItem): string | undefined {
  return (
    (item.payload as { productId?: string } | null)?.productId ??
    (item as { children?: LineItem[] | null }).children?.find((child) => child.type === "product")
      ?.referencedId ??
    undefined
  );
}

/**
 * Where a line's name leads: the page of its product (a product line's `referencedId`, a customized product's
 * product), built by `productHref` (core's `useEntityLink`: `(id) => link("product", { id })`); null for any other
 * line (promotions, discounts). A cart answer carries no SEO URLs, so this is the product's technical route, which
 * the shop redirects to its SEO URL, as Shopware's storefront links its cart lines.
 */
export function lineItemHref(item: LineItem, productHref: (productId: string) => string): string | null {
  const productId =
    item.type === "product"
      ? item.referencedId
      : item.type === "customized-products"
        ? configuredProductId(item)
        : null;
  return productId ? productHref(productId) : null;
}
