import { entityLink, type LinkedEntityKind, type LinkOptions } from "@vitrine/core";

// Shopware's administration writes a CMS link to a product, category or landing page as its SEO URL placeholder
// (`124c71d524604ccbad6042edce3ac799/detail/{id}#`, SeoUrlPlaceholderHandler), which its storefront replaces
// with the SEO URL; a Store API answer may still carry it (text before 6.6's CmsLinksForStoreApiSubscriber, image
// and slider links).
const PLACEHOLDER = /^124c71d524604ccbad6042edce3ac799\/(detail|navigation|landingPage)\/([0-9a-f]{32})#?$/i;
const KINDS: Record<string, LinkedEntityKind> = {
  detail: "product",
  navigation: "category",
  landingpage: "landingPage",
};

/**
 * A CMS link's target: Shopware's entity placeholder becomes the entity's link (core's `entityLink`: its technical
 * route under the language's base path, which the shop redirects to the SEO URL); any other target stays as it is.
 */
export function cmsHref(href: string, options: LinkOptions = {}): string {
  const match = PLACEHOLDER.exec(href.trim());
  const kind = match && KINDS[(match[1] as string).toLowerCase()];
  return kind ? entityLink(kind, { id: (match[2] as string).toLowerCase() }, options) : href;
}
