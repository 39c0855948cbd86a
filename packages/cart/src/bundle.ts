import type { LineItem } from "@vitrine/core/schemas";

/**
 * The bundle items under a line item (@vitrine/accessories): its children whose payload names it as their
 * `bundleParentId`. They are shown under it and go with it; they have no quantity field or remove button of their own.
 */
export function bundleChildren(item: LineItem): LineItem[] {
  const children = (item as { children?: LineItem[] | null }).children ?? [];
  return children.filter(
    (child) => (child.payload as { bundleParentId?: string } | null)?.bundleParentId === item.id,
  );
}
