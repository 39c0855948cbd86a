// @vitrine/cms/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { CmsSnippetKey } from "./en";

export type { CmsSnippetKey };

/** Every German text @vitrine/cms shows, by snippet key. */
export const cmsSnippetsDe: Record<CmsSnippetKey, string> = {
  "cms.categoryNavigation": "Kategorien",
  "cms.products": "Produkte",
  "cms.imageSlider": "Bilder",
  "cms.noImage": "Kein Bild",
  "cms.description": "Beschreibung",
  "cms.reviews": "Bewertungen",
  "cms.form.contact": "Kontaktformular",
  "cms.form.newsletter": "Newsletter",
  "cms.form.firstName": "Vorname",
  "cms.form.lastName": "Nachname",
  "cms.form.email": "E-Mail-Adresse",
  "cms.form.phone": "Telefon (optional)",
  "cms.form.subject": "Betreff",
  "cms.form.comment": "Ihre Nachricht",
  "cms.form.send": "Nachricht senden",
  "cms.form.subscribe": "Abonnieren",
  "cms.form.contactSent": "Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.",
  "cms.form.newsletterSent":
    "Vielen Dank. Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen geschickt haben.",
  "cms.form.newsletterActive": "Diese E-Mail-Adresse erhält unseren Newsletter bereits.",
};
