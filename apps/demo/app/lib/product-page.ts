// The product page's state its CMS elements share: the buy box's "More info" opens the description's tab, the
// buy box shows the route action's answer and the accessories block. Provided by the product route.
import type { AccessoriesResponse } from "@vitrine/accessories";
import type { RestoredChoices, Template } from "@vitrine/customized-products";
import { createContext, useContext } from "react";

/** The product page's configurator data: template, a configuration to restore, and why one could not be. */
export interface CustomizedData {
  template: Template;
  restore: RestoredChoices | null;
  /** Said above the configurator when a link's configuration could not be restored. */
  notice: string | null;
  /** Which link the configuration came from (a new link starts the configurator anew on the same page). */
  source: string;
}

/** What the product route gives its layout's elements. */
export interface ProductPageState {
  product: { id: string; parentId: string | null; optionIds: string[]; productNumber: string | null };
  name: string;
  /**
   * Opens a description tab ("More info" in the buy box): the description element's tabs hold their own state and
   * set `reveal`. A stable object, so a tab change never changes the page's context: an update through the context
   * would reach the parts that hydrate later (the variant configurator, the deferred elements) before their code
   * and replace their server HTML.
   */
  tabs: { reveal: (tabId?: string) => void };
  accessories: AccessoriesResponse;
  /** The Swag Customized Products template, a restored share or edit link and why one was not; null without one. */
  customized: CustomizedData | null;
  /** The add-to-cart action's answer (without JavaScript). */
  actionData: { ok: boolean; quantity: number; messages: string[] } | undefined;
}

/** The product page's shared state; null outside a product page (its elements then render nothing). */
export const ProductPageContext = createContext<ProductPageState | null>(null);

/** The product page's shared state, or null outside one. */
export function useProductPage(): ProductPageState | null {
  return useContext(ProductPageContext);
}
