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
import { errorSnippetsDe } from "./snippets.errors";

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
  ...errorSnippetsDe,
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
  "demo.register.required":
    "Bitte füllen Sie alle Pflichtfelder aus; das Passwort muss mindestens 8 Zeichen lang sein.",
  "demo.register.failed": "Ihr Kundenkonto konnte nicht angelegt werden.",
  "demo.field.salutation": "Anrede",
  "demo.field.emailConfirmation": "E-Mail-Adresse bestätigen",
  "demo.field.newPassword": "Passwort (mindestens 8 Zeichen)",
  "demo.field.passwordConfirmation": "Passwort bestätigen",
  "demo.register.submit": "Kundenkonto anlegen",
  "demo.register.guestHint":
    "Sie bestellen nur einmal? Fahren Sie ohne Kundenkonto fort: kein Passwort nötig.",
  "demo.account.welcome": "Willkommen zurück, {name}.",
  "demo.account.customerNumber": "Kundennummer: {number}",
  "demo.account.ordersText": "Sehen Sie, was Sie bestellt haben und wo Ihre Pakete sind.",
  "demo.account.nav": "Konto",
  "demo.account.overview": "Übersicht",
  "demo.account.logout": "Abmelden",
  "demo.address.none": "Noch keine Adresse.",
  "demo.orders.empty": "Sie haben noch nichts bestellt.",
  "demo.orders.startShopping": "Jetzt einkaufen",
  "demo.orderEdit.title": "Bestellung bezahlen",
  "demo.orderEdit.failed": "Ihre Zahlung konnte nicht gestartet werden.",
  "demo.orderEdit.pay": "Jetzt bezahlen",
  "demo.product.productNumber": "Produktnummer: {number}",
  "demo.product.add": "In den Warenkorb",
  "demo.customized.replacing":
    "Sie ändern eine Konfiguration in Ihrem Warenkorb: Beim Hinzufügen ersetzt sie die dortige.",
  "demo.product.added": "{quantity} × {name} wurde Ihrem Warenkorb hinzugefügt.",
  "demo.product.goToCart": "Zum Warenkorb",
  "demo.product.freeShipping": "Versandkostenfrei ab {amount}",
  "demo.product.returns": "30 Tage kostenlose Rücksendung",
  "demo.product.description": "Beschreibung",
  "demo.product.noDescription": "Noch keine Beschreibung.",
  "demo.product.properties": "Eigenschaften",
  "demo.product.showVariant": "Diese Variante anzeigen",
  "demo.breadcrumb.home": "Startseite",
  "demo.cms.products": "Produkte",
  "demo.address.defaultChanged": "Ihre Standardadresse wurde geändert.",
  "demo.address.added": "Die Adresse wurde hinzugefügt.",
  "demo.address.failed": "Die Adresse konnte nicht gespeichert werden.",
  "demo.address.list": "Ihre Adressen",
  "demo.address.defaultBilling": "Standard-Rechnungsadresse",
  "demo.address.defaultShipping": "Standard-Lieferadresse",
  "demo.address.editLabel": "{address} bearbeiten",
  "demo.address.address": "Adresse",
  "demo.address.edit": "Bearbeiten",
  "demo.address.useBilling": "Als Rechnungsadresse verwenden",
  "demo.address.useShipping": "Als Lieferadresse verwenden",
  "demo.address.save": "Adresse speichern",
  "demo.contact.sent": "Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.",
  "demo.contact.required": "Bitte geben Sie Ihre E-Mail-Adresse, einen Betreff und Ihre Nachricht ein.",
  "demo.contact.failed": "Ihre Nachricht konnte nicht gesendet werden.",
  "demo.contact.intro":
    "Fragen zu einem Produkt oder Ihrer Bestellung? Schreiben Sie uns; wir antworten innerhalb eines Werktags.",
  "demo.contact.phone": "Telefon (optional)",
  "demo.contact.subject": "Betreff",
  "demo.contact.message": "Ihre Nachricht",
  "demo.contact.send": "Nachricht senden",
  "demo.wishlist.hint": "Produkte, die Sie mit dem Herz markieren, erscheinen hier.",
  "demo.wishlist.guestHint":
    "Produkte, die Sie mit dem Herz markieren, erscheinen hier. Melden Sie sich an, um Ihren Merkzettel auf jedem Gerät zu behalten.",
  "demo.wishlist.discover": "Produkte entdecken",
  "demo.search.term": "Suchbegriff",
  "demo.search.tooShort": "Bitte geben Sie mindestens {min} Zeichen ein.",
  "demo.search.none":
    "Keine Produkte zu „{term}“ gefunden. Versuchen Sie einen anderen oder allgemeineren Suchbegriff.",
  "demo.newsletter.confirmed": "Newsletter bestätigt",
  "demo.newsletter.title": "Newsletter",
  "demo.newsletter.confirmedText": "Vielen Dank: Ihre Anmeldung zu unserem Newsletter ist bestätigt.",
  "demo.newsletter.invalid": "Dieser Bestätigungslink ist ungültig",
  "demo.newsletter.invalidText":
    "Er wurde vielleicht schon verwendet oder ist unvollständig. Bitte melden Sie sich erneut an, um einen neuen Link zu erhalten.",
  "demo.challenge.title": "Zahlung bestätigen",
  "demo.challenge.failed": "Ihre Antwort konnte nicht gesendet werden.",
  "demo.challenge.check": "3-D-Secure-Prüfung",
  "demo.challenge.confirm": "Zahlung bestätigen",
  "demo.challenge.cancel": "Zahlung abbrechen",
  "demo.challenge.text": "Ihre Bank bittet Sie, die Zahlung mit {card} zu bestätigen.",
  "demo.challenge.standIn": "Demo-Platzhalter: Es wird keine Bank kontaktiert.",
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
