import { type CmsPageData, pageSlots } from "@vitrine/cms";
import type { Snippets } from "@vitrine/core";
import type { AppLoadContext } from "react-router";
import { pageDomain } from "./language.server";
import { type DemoSnippetKey, type DemoText, demoTextOf } from "./snippets";
import { shopSnippetsDe } from "./snippets.de";
import { demoSnippets } from "./snippets.en";
import { isGermanLocale } from "./snippets.errors";

/**
 * The snippets of a page in `locale` (`de-DE`, `de`, `en-GB`, …): a German page gets every package's German set
 * and the demo's German texts; any other page the demo's English texts (the packages' English defaults are built
 * into their components). Server only: the browser downloads no set as code, only the texts its page shows with the
 * loaders' data (`shellSnippets` by the root loader, `routeSnippets` by the page's).
 */
export function shopSnippetsFor(locale: string): Snippets {
  return isGermanLocale(locale) ? shopSnippetsDe : demoSnippets;
}

/**
 * A text selection: whole keys, or a group by its prefix ending in a dot (`demo.cart.` is every cart text). The
 * demo's own texts (`demo.*`) and the customized-products package's go to the pages that show them: the frame's
 * (header, footer, error page) with the root loader's data, a route's with its loader's. Every other text (the
 * other packages' sets of a German page) is the frame's: a package's part may show anywhere.
 */
type TextSelection = readonly (DemoSnippetKey | `demo.${string}.` | typeof CUSTOMIZED_TEXTS)[];

/** The customized-products package's texts: only its buy form (the product page's buy box) shows them. */
const CUSTOMIZED_TEXTS = "customizedProducts.";
/**
 * The texts of a customizable product's buy form (components/CustomizedBuyForm.tsx, the package's form): only the
 * page of a product with a customized-products template sends them (`productSnippets`).
 */
export const CUSTOMIZED_FORM_TEXTS: TextSelection = ["demo.customized.replacing", CUSTOMIZED_TEXTS];

/**
 * The demo texts of the page frame: the root's components (skip link, header, footer, the error page's search
 * button). The error page's own texts come with its code (lib/snippets.errors.ts), not with every page's data.
 */
export const SHELL_TEXTS: TextSelection = [
  "demo.skipLink",
  "demo.logo",
  "demo.footer.",
  "demo.page.search",
  "demo.page.wishlist",
];

/** The product page's elements (buy box, description, cross-selling: components/ProductCmsElements.tsx). */
const PRODUCT_ELEMENT_TEXTS: TextSelection = ["demo.product."];
/** The product box and slider (components/CmsElements.tsx). */
const PRODUCT_CARDS_TEXTS: TextSelection = ["demo.cms.products"];

/**
 * The demo texts of the CMS elements the demo renders with components of its own (lib/cms.ts), by element type:
 * a page with a CMS layout sends the ones of the elements in its layout (`routeSnippets`' `layout`).
 */
export const CMS_ELEMENT_TEXTS: Readonly<Record<string, TextSelection>> = {
  "buy-box": PRODUCT_ELEMENT_TEXTS,
  "product-description-reviews": PRODUCT_ELEMENT_TEXTS,
  "cross-selling": PRODUCT_ELEMENT_TEXTS,
  "product-box": PRODUCT_CARDS_TEXTS,
  "product-slider": PRODUCT_CARDS_TEXTS,
};
/** The account's menu (account, addresses, orders). */
const ACCOUNT_NAV_TEXTS: TextSelection = [
  "demo.account.nav",
  "demo.account.overview",
  "demo.account.logout",
  "demo.page.addresses",
  "demo.page.orders",
];
const NAME_FIELDS: TextSelection = ["demo.field.firstName", "demo.field.lastName"];

/**
 * The demo texts each route shows beside the frame's (its own components and the ones it imports; the test in
 * snippets.routes.test.ts checks them against the code): its loader sends them with `routeSnippets`.
 */
export const ROUTE_TEXTS = {
  // The pages with a CMS layout: their elements' texts come with the layout (CMS_ELEMENT_TEXTS).
  home: [],
  landing: [],
  category: ["demo.breadcrumb.home"],
  product: ["demo.breadcrumb.home"],
  search: ["demo.page.searchResults", "demo.search."],
  cart: [
    "demo.page.cart",
    "demo.page.summary",
    "demo.cart.",
    "demo.totals.",
    "demo.apply",
    "demo.checkout.shippingMethod",
    "demo.continueShopping",
    "demo.form.unknownAction",
  ],
  confirm: [
    "demo.page.confirm",
    "demo.page.yourOrder",
    "demo.page.addresses",
    "demo.confirm.",
    "demo.guest.",
    ...NAME_FIELDS,
    "demo.field.email",
    "demo.form.required",
    "demo.address.billing",
    "demo.address.shipping",
    "demo.address.none",
    "demo.checkout.",
    "demo.totals.subtotal",
    "demo.totals.shipping",
    "demo.totals.total",
  ],
  finish: [
    "demo.page.finish",
    "demo.page.orderSummary",
    "demo.finish.",
    "demo.checkout.",
    "demo.continueShopping",
    "demo.order.notFound",
    "demo.totals.total",
  ],
  account: [
    ...ACCOUNT_NAV_TEXTS,
    "demo.page.account",
    "demo.page.personalData",
    "demo.page.defaultBilling",
    "demo.page.defaultShipping",
    "demo.account.",
    "demo.address.none",
    "demo.confirm.manageAddresses",
    "demo.finish.viewOrders",
  ],
  address: [
    ...ACCOUNT_NAV_TEXTS,
    "demo.page.newAddress",
    "demo.address.added",
    "demo.address.address",
    "demo.address.defaultBilling",
    "demo.address.defaultChanged",
    "demo.address.defaultShipping",
    "demo.address.edit",
    "demo.address.editLabel",
    "demo.address.failed",
    "demo.address.list",
    "demo.address.none",
    "demo.address.save",
    "demo.address.useBilling",
    "demo.address.useShipping",
    ...NAME_FIELDS,
  ],
  orders: [...ACCOUNT_NAV_TEXTS, "demo.page.order", "demo.orders.", "demo.totals.total"],
  orderEdit: [
    "demo.page.order",
    "demo.orderEdit.",
    "demo.order.notFound",
    "demo.checkout.paymentMethod",
    "demo.totals.total",
  ],
  login: [
    "demo.page.login",
    "demo.page.newCustomer",
    "demo.page.register",
    "demo.login.",
    "demo.field.email",
    "demo.field.password",
  ],
  register: [
    "demo.page.login",
    "demo.page.register",
    "demo.register.",
    "demo.form.required",
    "demo.field.salutation",
    "demo.field.email",
    "demo.field.emailConfirmation",
    "demo.field.newPassword",
    "demo.field.passwordConfirmation",
    ...NAME_FIELDS,
    "demo.guest.existing",
    "demo.guest.submit",
  ],
  contact: ["demo.page.contact", "demo.contact.", ...NAME_FIELDS, "demo.field.email"],
  wishlist: ["demo.page.login", "demo.wishlist."],
  newsletter: ["demo.newsletter.", "demo.continueShopping"],
  cardChallenge: ["demo.challenge."],
} satisfies Record<string, TextSelection>;

export type TextRoute = keyof typeof ROUTE_TEXTS;

/** The texts of `snippets` that `selection` names. */
export function selectTexts(snippets: Snippets, selection: TextSelection): Snippets {
  const picked: Snippets = {};
  for (const [key, text] of Object.entries(snippets))
    if (selection.some((entry) => (entry.endsWith(".") ? key.startsWith(entry) : key === entry)))
      picked[key] = text;
  return picked;
}

/** The root loader's texts: the frame's demo texts and every package text of the page language. */
export function shellSnippets(locale: string): Snippets {
  const all = shopSnippetsFor(locale);
  const frame = selectTexts(all, SHELL_TEXTS);
  for (const [key, text] of Object.entries(all))
    if (!key.startsWith("demo.") && !key.startsWith(CUSTOMIZED_TEXTS)) frame[key] = text;
  return frame;
}

/**
 * A route's own demo texts in the page language (its loader's `snippets`; the frame's come from the root), with
 * the texts of the elements in its CMS `layout` when it has one.
 */
export function routeSnippets(
  context: AppLoadContext,
  route: TextRoute,
  layout?: CmsPageData | null,
  extra: TextSelection = [],
): Snippets {
  const elements = layout ? pageSlots(layout).flatMap((slot) => CMS_ELEMENT_TEXTS[slot.type] ?? []) : [];
  return selectTexts(shopSnippetsFor(pageDomain(context).locale), [
    ...ROUTE_TEXTS[route],
    ...elements,
    ...extra,
  ]);
}

/** A product page's texts: its layout's elements', and its buy form's when the product has a customized template. */
export function productSnippets(
  context: AppLoadContext,
  page: { page: CmsPageData | null; customized: unknown },
): Snippets {
  return routeSnippets(context, "product", page.page, page.customized ? CUSTOMIZED_FORM_TEXTS : []);
}

/** `t(key, params)` in the language of this request's page: for the messages an action answers. */
export function pageText(context: AppLoadContext): DemoText {
  return demoTextOf(shopSnippetsFor(pageDomain(context).locale));
}
