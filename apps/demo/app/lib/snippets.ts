// The demo's own texts (header, footer, error pages) by snippet key, with the texts the packages leave to the page
// (the customized-products field messages default to the spec's placeholders). The packages bring their own
// English defaults; a German page gets every set in German from the root loader (lib/snippets.server.ts).
import { type Snippets, useSnippet } from "@vitrine/core";

/** English texts of the demo's own components, and of the packages' keys the page gives. */
export const demoSnippets = {
  "demo.skipLink": "Skip to main content",
  "demo.logo": "Vitrine, home page",
  "demo.footer.about":
    "A demo shop for the Vitrine storefront packages, server-rendered React on the Shopware 6 Store API.",
  "demo.footer.service": "Service",
  "demo.footer.contact": "Contact",
  "demo.footer.account": "Your account",
  "demo.footer.orders": "Orders",
  "demo.footer.wishlist": "Wishlist",
  "demo.footer.copyright": "© {year} Vitrine demo shop. Prices include VAT, plus shipping.",
  "demo.error.notFound": "Page not found",
  "demo.error.notFoundText": "The page you are looking for does not exist or has moved.",
  "demo.error.home": "Back to the home page",
  "demo.error.search": "Search the shop",
  "demo.error.backendDown": "The shop is not answering right now",
  "demo.error.backendDownText":
    "We could not reach the shop's backend. Your cart is safe; please try again in a moment.",
  "demo.error.generic": "Something went wrong",
  "demo.error.genericText": "An unexpected error stopped this page. Please try again.",
  "demo.error.retry": "Try again",
  "demo.page.orders": "Orders",
  "demo.page.order": "Order {number}",
  "demo.page.contact": "Contact",
  "demo.page.register": "Create an account",
  "demo.page.cart": "Shopping cart",
  "demo.page.summary": "Summary",
  "demo.page.confirm": "Complete order",
  "demo.page.addresses": "Addresses",
  "demo.page.yourOrder": "Your order",
  "demo.page.login": "Log in",
  "demo.page.newCustomer": "New customer?",
  "demo.page.finish": "Thank you for your order",
  "demo.page.orderSummary": "Order summary",
  "demo.page.wishlist": "Wishlist",
  "demo.page.newAddress": "Add an address",
  "demo.page.account": "Your account",
  "demo.page.personalData": "Personal data",
  "demo.page.defaultBilling": "Default billing address",
  "demo.page.defaultShipping": "Default shipping address",
  "demo.page.search": "Search",
  "demo.page.searchResults": "Search results for “{term}”",
  "customizedProducts.error.required": "Please fill in this field.",
  "customizedProducts.error.min": "Please enter at least {min}.",
  "customizedProducts.error.max": "Please enter at most {max}.",
  "customizedProducts.error.fileCount": "Please upload at most {max} file(s); remove one to add another.",
  "customizedProducts.error.fileType": "This type of file is not allowed.",
  "customizedProducts.error.fileSize": "The file is larger than {max} MB.",
  "customizedProducts.error.generic": "The file could not be uploaded. Please try again.",
} satisfies Snippets;

/** The demo's own snippet keys: the German set (lib/snippets.de.ts) must give a text for each. */
export type DemoSnippetKey = keyof typeof demoSnippets;

/** `t(key, params)` for the demo's own components: the page language's snippets, the English texts above otherwise. */
export function useDemoSnippet(): (key: DemoSnippetKey, params?: Record<string, string | number>) => string {
  return useSnippet(demoSnippets);
}
