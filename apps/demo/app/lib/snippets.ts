// The demo's own texts (header, footer, error pages) by snippet key, with the texts the packages leave to the page
// (the customized-products field messages default to the spec's placeholders). The packages bring their own
// English defaults; a German page gets every set in German from the root loader (lib/snippets.server.ts).
import { type Snippets, translate, useSnippet } from "@vitrine/core";

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
  "demo.form.required": "Please fill in every required field.",
  "demo.guest.failed": "Your details could not be saved.",
  "demo.confirm.saved": "Your choice was saved and the totals updated.",
  "demo.confirm.tosRequired": "Please accept the terms and conditions to place your order.",
  "demo.confirm.failed": "Your order could not be placed.",
  "demo.confirm.changeBilling": "Change billing address",
  "demo.confirm.changeShipping": "Change shipping address",
  "demo.confirm.change": "Change",
  "demo.address.billing": "Billing address",
  "demo.address.shipping": "Shipping address",
  "demo.confirm.manageAddresses": "Manage addresses",
  "demo.checkout.shippingMethod": "Shipping method",
  "demo.checkout.paymentMethod": "Payment method",
  "demo.confirm.update": "Update shipping and payment",
  "demo.totals.subtotal": "Subtotal",
  "demo.totals.shipping": "Shipping",
  "demo.totals.total": "Total",
  "demo.confirm.placeOrder": "Place order",
  "demo.confirm.tos": "I have read and accept the terms and conditions.",
  "demo.guest.existing": "Already a customer?",
  "demo.guest.loginOrRegister": "{login} to use your addresses, or {register}.",
  "demo.guest.login": "Log in",
  "demo.guest.register": "create an account",
  "demo.guest.title": "Order as a guest",
  "demo.guest.text": "No account needed: we only use these details for this order.",
  "demo.guest.submit": "Continue as a guest",
  "demo.field.firstName": "First name",
  "demo.field.lastName": "Last name",
  "demo.field.email": "Email address",
  "demo.field.password": "Password",
  "demo.finish.paymentFailed":
    "Payment failed: the payment did not go through. Your order is saved; pay it again with another payment method or card.",
  "demo.finish.payAgain": "Pay again",
  "demo.finish.placedNumber":
    "Your order number {number} has been placed. A confirmation is on its way to your inbox.",
  "demo.finish.placed": "Your order has been placed. A confirmation is on its way to your inbox.",
  "demo.finish.paymentState": "Payment status:",
  "demo.continueShopping": "Continue shopping",
  "demo.finish.viewOrders": "View your orders",
  "demo.order.notFound": "This order does not exist.",
  "demo.cart.removed": "The item was removed from your shopping cart.",
  "demo.cart.quantityUpdated": "The quantity was updated.",
  "demo.cart.shippingChanged": "The shipping method was changed and the totals updated.",
  "demo.cart.promotionRequired": "Please enter a promotion code.",
  "demo.cart.promotionApplied": "The promotion code “{code}” was applied.",
  "demo.cart.promotionInvalid": "The promotion code “{code}” is not valid.",
  "demo.form.unknownAction": "Unknown action.",
  "demo.cart.failed": "Your cart could not be updated.",
  "demo.cart.empty": "Your shopping cart is empty.",
  "demo.cart.items": "Items in your cart",
  "demo.cart.productNumber": "Product number: {number}",
  "demo.cart.unitPrice": "Unit price: {price}",
  "demo.cart.changeConfiguration": "Change configuration",
  "demo.cart.ofItem": "of {label}",
  "demo.cart.quantityOf": "Quantity of {label}",
  "demo.cart.update": "Update",
  "demo.cart.updateQuantityOf": "quantity of {label}",
  "demo.cart.quantity": "Quantity: {quantity}",
  "demo.cart.remove": "Remove",
  "demo.cart.includedWith": "Included with {label}",
  "demo.cart.checkout": "Proceed to checkout",
  "demo.cart.promotionCode": "Promotion code",
  "demo.apply": "Apply",
  "demo.totals.tax": "incl. {rate}% VAT",
  "demo.login.missing": "Please enter your email address and password.",
  "demo.login.failed": "The email address or password is not correct.",
  "demo.login.intro": "Log in with your email address and password.",
  "demo.login.demoAccount": "Demo account:",
  "demo.login.registerTeaser": "Create an account to check out faster, keep a wishlist and see your orders.",
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

/** `t(key, params)`: a demo text in the page language. */
export type DemoText = (key: DemoSnippetKey, params?: Record<string, string | number>) => string;

/** `t(key, params)` for the demo's own components: the page language's snippets, the English texts above otherwise. */
export function useDemoSnippet(): DemoText {
  return useSnippet(demoSnippets);
}

/** `t(key, params)` over a page's snippets (the root loader's), the English texts above otherwise: for `meta`. */
export function demoTextOf(snippets: Snippets | undefined): DemoText {
  const texts = { ...demoSnippets, ...snippets };
  return (key, params) => translate(texts, key, params);
}
