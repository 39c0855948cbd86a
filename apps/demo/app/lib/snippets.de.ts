// Every text of a German page: each package's German set and the demo's own German texts. Only the server imports
// this module (lib/snippets.server.ts): the browser gets the page language's set with the root loader's data.
import { type AccessoriesSnippetKey, accessoriesSnippetsDe } from "@vitrine/accessories/snippets/de";
import { type CardPaymentSnippetKey, cardPaymentSnippetsDe } from "@vitrine/card-payment/snippets/de";
import { type CartSnippetKey, cartSnippetsDe } from "@vitrine/cart/snippets/de";
import { type CmsSnippetKey, cmsSnippetsDe } from "@vitrine/cms/snippets/de";
import { type CookieConsentSnippetKey, cookieConsentSnippetsDe } from "@vitrine/cookie-consent/snippets/de";
import { type CoreSnippetKey, coreSnippetsDe } from "@vitrine/core/snippets/de";
import {
  type CustomizedProductsSnippetKey,
  customizedProductsSnippetsDe,
} from "@vitrine/customized-products/snippets/de";
import { type FormsSnippetKey, formsSnippetsDe } from "@vitrine/forms/snippets/de";
import { type GalleryZoomSnippetKey, galleryZoomSnippetsDe } from "@vitrine/gallery-zoom/snippets/de";
import { type ListingFilterSnippetKey, listingFilterSnippetsDe } from "@vitrine/listing-filter/snippets/de";
import { type NavigationSnippetKey, navigationSnippetsDe } from "@vitrine/navigation/snippets/de";
import { type ProductSnippetKey, productSnippetsDe } from "@vitrine/product/snippets/de";
import { type SearchSnippetKey, searchSnippetsDe } from "@vitrine/search/snippets/de";
import { type WishlistSnippetKey, wishlistSnippetsDe } from "@vitrine/wishlist/snippets/de";
import type { DemoSnippetKey } from "./snippets";

/** Every snippet key of the packages the demo uses, and its own: a German page needs a text for each. */
export type ShopSnippetKey =
  | CoreSnippetKey
  | AccessoriesSnippetKey
  | CardPaymentSnippetKey
  | CartSnippetKey
  | CmsSnippetKey
  | CookieConsentSnippetKey
  | CustomizedProductsSnippetKey
  | FormsSnippetKey
  | GalleryZoomSnippetKey
  | ListingFilterSnippetKey
  | NavigationSnippetKey
  | ProductSnippetKey
  | SearchSnippetKey
  | WishlistSnippetKey
  | DemoSnippetKey;

/** German texts of the demo's own components, and of the packages' keys the page gives. */
export const demoSnippetsDe: Record<DemoSnippetKey, string> = {
  "demo.skipLink": "Zum Hauptinhalt springen",
  "demo.logo": "Vitrine, zur Startseite",
  "demo.footer.about":
    "Ein Demo-Shop für die Vitrine-Storefront-Pakete: serverseitig gerendertes React auf der Store API von Shopware 6.",
  "demo.footer.service": "Service",
  "demo.footer.contact": "Kontakt",
  "demo.footer.account": "Ihr Konto",
  "demo.footer.orders": "Bestellungen",
  "demo.footer.wishlist": "Merkzettel",
  "demo.footer.copyright": "© {year} Vitrine-Demo-Shop. Alle Preise inkl. MwSt. zzgl. Versandkosten.",
  "demo.error.notFound": "Seite nicht gefunden",
  "demo.error.notFoundText": "Die gesuchte Seite existiert nicht oder wurde verschoben.",
  "demo.error.home": "Zurück zur Startseite",
  "demo.error.search": "Im Shop suchen",
  "demo.error.backendDown": "Der Shop antwortet gerade nicht",
  "demo.error.backendDownText":
    "Wir konnten das Backend des Shops nicht erreichen. Ihr Warenkorb bleibt erhalten; bitte versuchen Sie es gleich noch einmal.",
  "demo.error.generic": "Es ist ein Fehler aufgetreten",
  "demo.error.genericText":
    "Ein unerwarteter Fehler hat diese Seite angehalten. Bitte versuchen Sie es erneut.",
  "demo.error.retry": "Erneut versuchen",
  "demo.page.orders": "Bestellungen",
  "demo.page.order": "Bestellung {number}",
  "demo.page.contact": "Kontakt",
  "demo.page.register": "Kundenkonto anlegen",
  "demo.page.cart": "Warenkorb",
  "demo.page.summary": "Zusammenfassung",
  "demo.page.confirm": "Bestellung abschließen",
  "demo.page.addresses": "Adressen",
  "demo.page.yourOrder": "Ihre Bestellung",
  "demo.page.login": "Anmelden",
  "demo.page.newCustomer": "Neukunde?",
  "demo.page.finish": "Vielen Dank für Ihre Bestellung",
  "demo.page.orderSummary": "Bestellübersicht",
  "demo.page.wishlist": "Merkzettel",
  "demo.page.newAddress": "Adresse hinzufügen",
  "demo.page.account": "Ihr Konto",
  "demo.page.personalData": "Persönliche Daten",
  "demo.page.defaultBilling": "Standard-Rechnungsadresse",
  "demo.page.defaultShipping": "Standard-Lieferadresse",
  "demo.page.search": "Suche",
  "demo.page.searchResults": "Suchergebnisse für „{term}“",
  "demo.form.required": "Bitte füllen Sie alle Pflichtfelder aus.",
  "demo.guest.failed": "Ihre Angaben konnten nicht gespeichert werden.",
  "demo.confirm.saved": "Ihre Auswahl wurde gespeichert und die Summen wurden aktualisiert.",
  "demo.confirm.tosRequired": "Bitte akzeptieren Sie die AGB, um Ihre Bestellung abzuschließen.",
  "demo.confirm.failed": "Ihre Bestellung konnte nicht abgeschlossen werden.",
  "demo.confirm.changeBilling": "Rechnungsadresse ändern",
  "demo.confirm.changeShipping": "Lieferadresse ändern",
  "demo.confirm.change": "Ändern",
  "demo.address.billing": "Rechnungsadresse",
  "demo.address.shipping": "Lieferadresse",
  "demo.confirm.manageAddresses": "Adressen verwalten",
  "demo.checkout.shippingMethod": "Versandart",
  "demo.checkout.paymentMethod": "Zahlungsart",
  "demo.confirm.update": "Versand und Zahlung aktualisieren",
  "demo.totals.subtotal": "Zwischensumme",
  "demo.totals.shipping": "Versandkosten",
  "demo.totals.total": "Gesamtsumme",
  "demo.confirm.placeOrder": "Zahlungspflichtig bestellen",
  "demo.confirm.tos": "Ich habe die AGB gelesen und bin mit ihnen einverstanden.",
  "demo.guest.existing": "Sie sind bereits Kunde?",
  "demo.guest.loginOrRegister": "{login}, um Ihre Adressen zu verwenden, oder {register}.",
  "demo.guest.login": "Melden Sie sich an",
  "demo.guest.register": "legen Sie ein Kundenkonto an",
  "demo.guest.title": "Als Gast bestellen",
  "demo.guest.text": "Kein Kundenkonto nötig: Wir verwenden diese Angaben nur für diese Bestellung.",
  "demo.guest.submit": "Als Gast fortfahren",
  "demo.field.firstName": "Vorname",
  "demo.field.lastName": "Nachname",
  "demo.field.email": "E-Mail-Adresse",
  "demo.field.password": "Passwort",
  "demo.finish.paymentFailed":
    "Zahlung fehlgeschlagen: Die Zahlung wurde nicht ausgeführt. Ihre Bestellung ist gespeichert; bezahlen Sie sie erneut mit einer anderen Zahlungsart oder Karte.",
  "demo.finish.payAgain": "Erneut bezahlen",
  "demo.finish.placedNumber":
    "Ihre Bestellung mit der Nummer {number} ist eingegangen. Eine Bestätigung ist auf dem Weg in Ihr Postfach.",
  "demo.finish.placed": "Ihre Bestellung ist eingegangen. Eine Bestätigung ist auf dem Weg in Ihr Postfach.",
  "demo.finish.paymentState": "Zahlungsstatus:",
  "demo.continueShopping": "Weiter einkaufen",
  "demo.finish.viewOrders": "Ihre Bestellungen ansehen",
  "demo.order.notFound": "Diese Bestellung existiert nicht.",
  "demo.cart.removed": "Der Artikel wurde aus Ihrem Warenkorb entfernt.",
  "demo.cart.quantityUpdated": "Die Menge wurde aktualisiert.",
  "demo.cart.shippingChanged": "Die Versandart wurde geändert und die Summen wurden aktualisiert.",
  "demo.cart.promotionRequired": "Bitte geben Sie einen Aktionscode ein.",
  "demo.cart.promotionApplied": "Der Aktionscode „{code}“ wurde eingelöst.",
  "demo.cart.promotionInvalid": "Der Aktionscode „{code}“ ist ungültig.",
  "demo.form.unknownAction": "Unbekannte Aktion.",
  "demo.cart.failed": "Ihr Warenkorb konnte nicht aktualisiert werden.",
  "demo.cart.empty": "Ihr Warenkorb ist leer.",
  "demo.cart.items": "Artikel in Ihrem Warenkorb",
  "demo.cart.productNumber": "Produktnummer: {number}",
  "demo.cart.unitPrice": "Stückpreis: {price}",
  "demo.cart.changeConfiguration": "Konfiguration ändern",
  "demo.cart.ofItem": "von {label}",
  "demo.cart.quantityOf": "Anzahl von {label}",
  "demo.cart.update": "Aktualisieren",
  "demo.cart.updateQuantityOf": "Anzahl von {label}",
  "demo.cart.quantity": "Anzahl: {quantity}",
  "demo.cart.remove": "Entfernen",
  "demo.cart.includedWith": "Enthalten in {label}",
  "demo.cart.checkout": "Zur Kasse",
  "demo.cart.promotionCode": "Aktionscode",
  "demo.apply": "Übernehmen",
  "demo.totals.tax": "inkl. {rate}% MwSt.",
  "demo.login.missing": "Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.",
  "demo.login.failed": "Die E-Mail-Adresse oder das Passwort ist nicht korrekt.",
  "demo.login.intro": "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  "demo.login.demoAccount": "Demo-Konto:",
  "demo.login.registerTeaser":
    "Legen Sie ein Kundenkonto an, um schneller zu bestellen, einen Merkzettel zu führen und Ihre Bestellungen zu sehen.",
  "customizedProducts.error.required": "Bitte füllen Sie dieses Feld aus.",
  "customizedProducts.error.min": "Bitte geben Sie mindestens {min} ein.",
  "customizedProducts.error.max": "Bitte geben Sie höchstens {max} ein.",
  "customizedProducts.error.fileCount":
    "Bitte laden Sie höchstens {max} Datei(en) hoch; entfernen Sie eine, um eine andere hinzuzufügen.",
  "customizedProducts.error.fileType": "Dieser Dateityp ist nicht erlaubt.",
  "customizedProducts.error.fileSize": "Die Datei ist größer als {max} MB.",
  "customizedProducts.error.generic":
    "Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.",
};

/** Every text of a German page: the packages' German sets, then the demo's own (which gives the field messages). */
export const shopSnippetsDe = {
  ...coreSnippetsDe,
  ...accessoriesSnippetsDe,
  ...cardPaymentSnippetsDe,
  ...cartSnippetsDe,
  ...cmsSnippetsDe,
  ...cookieConsentSnippetsDe,
  ...customizedProductsSnippetsDe,
  ...formsSnippetsDe,
  ...galleryZoomSnippetsDe,
  ...listingFilterSnippetsDe,
  ...navigationSnippetsDe,
  ...productSnippetsDe,
  ...searchSnippetsDe,
  ...wishlistSnippetsDe,
  ...demoSnippetsDe,
} satisfies Record<ShopSnippetKey, string>;
