// @vitrine/cart/checkout: the confirm page's parts, an entry of their own (the header and buy box never need them).

export {
  bundleChildren,
  CONFIGURATION_EDIT_PARAMETER,
  configurationEditHref,
  type LineConfiguration,
  lineConfiguration,
  lineItemHref,
} from "./bundle";
export { CollapsibleList, type CollapsibleListProps } from "./CollapsibleList";
export { checkoutSnippets } from "./checkout.snippets";
export { COLLAPSIBLE_LIST_VISIBLE_COUNT } from "./constants";
export { type CollapsibleList as CollapsibleListControls, useCollapsibleList } from "./useCollapsibleList";
