// @vitrine/forms/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { FormsSnippetKey } from "./en";

export type { FormsSnippetKey };

/** Every German text @vitrine/forms shows, by snippet key. */
export const formsSnippetsDe: Record<FormsSnippetKey, string> = {
  "forms.invalid.required": "Bitte füllen Sie dieses Feld aus.",
  "forms.invalid.minLength": "Bitte geben Sie mindestens {min} Zeichen ein (bisher {count}).",
  "forms.invalid.equalTo": "Die beiden Eingaben stimmen nicht überein.",
  "forms.invalid.format": "Bitte prüfen Sie das Format dieser Eingabe.",
  "forms.invalid.min": "Bitte wählen Sie ein späteres Datum.",
  "forms.invalid.max": "Bitte wählen Sie ein früheres Datum.",
  "forms.error": "Das konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  "forms.address.street": "Straße und Hausnummer",
  "forms.address.zipcode": "PLZ",
  "forms.address.city": "Ort",
  "forms.address.country": "Land",
  "forms.address.state": "Bundesland",
  "forms.address.stateChoose": "Bitte wählen …",
  "forms.address.vatId": "Umsatzsteuer-ID",
  "forms.addressEditor.title": "Ihre Adressen",
  "forms.addressEditor.titleShipping": "Lieferadresse ändern",
  "forms.addressEditor.titleBilling": "Rechnungsadresse ändern",
  "forms.addressEditor.titleCreate": "Neue Adresse",
  "forms.addressEditor.titleEdit": "Adresse bearbeiten",
  "forms.addressEditor.list": "Ihre Adressen",
  "forms.addressEditor.loading": "Ihre Adressen werden geladen…",
  "forms.addressEditor.loadFailed": "Ihre Adressen konnten nicht geladen werden.",
  "forms.addressEditor.retry": "Erneut versuchen",
  "forms.addressEditor.empty": "Sie haben noch keine Adressen.",
  "forms.addressEditor.useShipping": "Hierhin liefern",
  "forms.addressEditor.useBilling": "Als Rechnungsadresse verwenden",
  "forms.addressEditor.currentShipping": "Aktuelle Lieferadresse",
  "forms.addressEditor.currentBilling": "Aktuelle Rechnungsadresse",
  "forms.addressEditor.apply": "Diese Adresse verwenden",
  "forms.addressEditor.applyBusy": "Wird gespeichert…",
  "forms.addressEditor.applyFailed":
    "Ihre Auswahl konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  "forms.addressEditor.create": "Neue Adresse hinzufügen",
  "forms.addressEditor.edit": "Bearbeiten",
  "forms.addressEditor.editLabel": "{address} bearbeiten",
  "forms.addressEditor.firstName": "Vorname",
  "forms.addressEditor.lastName": "Nachname",
  "forms.addressEditor.save": "Adresse speichern",
  "forms.addressEditor.saveBusy": "Wird gespeichert…",
  "forms.addressEditor.saveFailed":
    "Die Adresse konnte nicht gespeichert werden. Bitte prüfen Sie sie und versuchen Sie es erneut.",
  "forms.addressEditor.saved": "Die Adresse wurde gespeichert.",
  "forms.addressEditor.cancel": "Zurück zur Liste",
  "forms.addressEditor.close": "Schließen",
  "forms.captcha.basic.label": "Captcha",
  "forms.captcha.basic.hint": "Geben Sie die Zeichen aus dem Bild ein (Groß- und Kleinschreibung egal).",
  "forms.captcha.basic.image": "Captcha: verzerrte Zeichen zum Eintippen in das Feld darunter",
  "forms.captcha.basic.refresh": "Neues Captcha laden",
  "forms.captcha.basic.reloaded": "Ein neues Captcha-Bild wurde geladen.",
  "forms.captcha.basic.invalid":
    "Die Zeichen stimmten nicht überein. Bitte geben Sie die aus dem neuen Bild ein.",
  "forms.captcha.basic.noScriptRefresh": "Neues Captcha laden (Ihre Eingaben bleiben erhalten)",
  "forms.captcha.recaptcha.required": "Bitte bestätigen Sie, dass Sie kein Roboter sind.",
  "forms.captcha.recaptcha.failed":
    "Die Roboterprüfung konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
};
