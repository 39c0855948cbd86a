// @vitrine/product/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { ProductSnippetKey } from "./en";

export type { ProductSnippetKey };

/** Every German text @vitrine/product shows, by snippet key. */
export const productSnippetsDe: Record<ProductSnippetKey, string> = {
  "product.price.listPrice": "Vorher {price}",
  "product.price.saving": "Sie sparen {amount} ({percent} %)",
  "product.price.reference": "{price} pro {amount} {unit}",
  "product.price.content": "Inhalt: {amount} {unit}",
  "product.price.deposit": "Zzgl. {amount} Pfand",
  "product.price.tax": "Preise inkl. MwSt. zzgl. Versandkosten",
  "product.brackets.caption": "Preise nach Anzahl",
  "product.brackets.quantity": "Anzahl",
  "product.brackets.price": "Stückpreis",
  "product.brackets.upTo": "Bis {to}",
  "product.brackets.from": "Ab {from}",
  "product.brackets.current": "aktuell",
  "product.quantity.label": "Anzahl",
  "product.quantity.increase": "Anzahl erhöhen",
  "product.quantity.decrease": "Anzahl verringern",
  "product.delivery.available": "Sofort verfügbar, Lieferzeit {deliveryTime}",
  "product.delivery.restock": "Versandfertig in {days} Tagen, Lieferzeit {deliveryTime}",
  "product.delivery.unavailable": "Nicht mehr verfügbar",
  "product.delivery.loading": "Verfügbarkeit wird geprüft…",
  "product.delivery.error": "Die Verfügbarkeit konnte nicht geprüft werden. Bitte versuchen Sie es erneut.",
  "product.variant.notAvailable": "in dieser Kombination nicht verfügbar",
  "product.variant.notFound": "Diese Kombination ist nicht verfügbar. Bitte wählen Sie eine andere Option.",
  "product.variant.error": "Die Variante konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  "product.variant.choose": "{group} wählen",
  "product.variant.switching": "Die Variante wird geladen…",
  "product.tabs.label": "Produktinformationen",
  "product.moreInfo": "Mehr Informationen",
  "product.card.price": "{price}",
  "product.card.fromPrice": "ab {price}",
  "product.card.currentPrice": "Jetzt",
  "product.card.listPrice": "Vorher {price}",
  "product.card.referencePrice": "{price} pro {amount} {unit}",
  "product.card.saving": "−{percent}%",
  "product.card.topseller": "Tipp",
};
