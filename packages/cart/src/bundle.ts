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
