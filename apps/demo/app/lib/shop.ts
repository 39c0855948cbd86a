/** The shop's name as the header and titles show it. */
export const SHOP_NAME = "Vitrine";
/** The shop's logo (Organization JSON-LD, the link preview image of pages without their own). */
export const SHOP_LOGO = "/favicon.svg";
/** Page language: `<html lang="en">`, prices formatted in British English. */
export const LOCALE = "en-GB";
/** Products per page on category and search pages. */
export const LISTING_LIMIT = 24;

/**
 * Robots of pages that must not be indexed but whose links may be followed (Shopware's account, checkout, search).
 * Here rather than in lib/seo/meta.ts: the shell's error pages use it, and the metadata helpers are the pages' code.
 */
export const NOINDEX = "noindex,follow";

/** A page title in the form "Page | Vitrine". */
export function pageTitle(title: string): string {
  return `${title} | ${SHOP_NAME}`;
}
