// @vitrine/cart/snippets/de: every German text of the cart, in the wording of Shopware's de-DE storefront.
import type { CartSnippetKey } from "./en";

export type { CartSnippetKey };

/** Every German text @vitrine/cart shows, by snippet key. */
export const cartSnippetsDe: Record<CartSnippetKey, string> = {
  "cart.widget.loading": "Warenkorb",
  "cart.widget.empty": "Warenkorb, leer",
  "cart.widget.one": "Warenkorb, 1 Artikel, {total}",
  "cart.widget.many": "Warenkorb, {count} Artikel, {total}",
  "cart.offcanvas.title": "Warenkorb",
  "cart.add.submit": "In den Warenkorb",
  "cart.add.quantity": "Anzahl",
  "cart.message.product-stock-reached":
    "{name} ist nur {quantity}-mal verfügbar. Die Anzahl wurde angepasst.",
  "cart.message.min-order-quantity":
    "{name} kann ab {quantity} Stück bestellt werden. Die Anzahl wurde angepasst.",
  "cart.message.purchase-steps-quantity":
    "{name} wird in Staffelungen verkauft. Die Anzahl wurde auf {quantity} geändert.",
  "cart.message.product-out-of-stock": "{name} ist ausverkauft.",
  "cart.failure.add":
    "Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.",
  "cart.failure.addUnknown":
    "Der Shop hat nicht bestätigt, dass der Artikel hinzugefügt wurde. Bitte prüfen Sie Ihren Warenkorb.",
  "cart.error.CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY":
    "Es können höchstens {maxPurchase} Stück bestellt werden.",
  "cart.error.CONTENT__PRODUCT_NOT_FOUND": "Dieser Artikel ist nicht verfügbar.",
  "cart.offcanvas.empty": "Ihr Warenkorb ist leer.",
  "cart.offcanvas.loading": "Ihr Warenkorb wird geladen…",
  "cart.lineItem.quantity": "Anzahl von {name}",
  "cart.lineItem.decrease": "Anzahl von {name} verringern",
  "cart.lineItem.increase": "Anzahl von {name} erhöhen",
  "cart.lineItem.remove": "Entferne {name} aus dem Warenkorb",
  "cart.lineItem.included": "Enthalten in {name}",
  "cart.lineItem.changeConfiguration": "Konfiguration ändern",
  "cart.lineItem.changeConfigurationOf": "Konfiguration von {name} ändern",
  "cart.lineItem.unitPrice": "Stückpreis",
  "cart.lineItem.totalPrice": "Gesamtpreis",
  "cart.promotion.label": "Gutschein-Code",
  "cart.promotion.submit": "Gutschein-Code einlösen",
  "cart.shipping.label": "Versandart",
  "cart.summary.subtotal": "Zwischensumme",
  "cart.summary.shipping": "Versandkosten",
  "cart.summary.tax": "inkl. {rate}% MwSt.",
  "cart.summary.total": "Gesamtsumme",
  "cart.checkout": "Zur Kasse",
  "cart.showCart": "Warenkorb anzeigen",
  "cart.message.product-not-found": "Ein Artikel ist nicht mehr verfügbar und wurde entfernt.",
  "cart.message.promotion-not-found": "Der Gutschein-Code „{promotionCode}“ existiert nicht.",
  "cart.message.promotion-discount-added": "Der Rabatt {name} wurde hinzugefügt.",
  "cart.failure.quantity":
    "Die Anzahl von {name} konnte nicht auf {wanted} geändert werden. Sie steht wieder auf {quantity}. Bitte versuchen Sie es erneut.",
  "cart.failure.remove": "Der Artikel konnte nicht entfernt werden. Bitte versuchen Sie es erneut.",
  "cart.failure.promotion": "Der Gutschein-Code konnte nicht geprüft werden. Bitte versuchen Sie es erneut.",
  "cart.failure.shipping": "Die Versandart konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
  "cart.collapse.more": "Mehr zeigen",
  "cart.collapse.less": "Weniger zeigen",
};
