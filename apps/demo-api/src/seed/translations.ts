import { CHF_CURRENCY_ID, GERMAN_LANGUAGE_ID } from "../catalog/locales.js";
import { STATE_MACHINES, STATE_NAMES, stateId } from "../commerce/order.js";
import type { Queryable } from "../db/database.js";
import { COOKIE_GROUPS } from "../routes/catalog-reference.js";
import { buildCatalogue, type CatalogueRows, LANDING_PAGES } from "./catalogue.js";
import { customizedOptionId, customizedValueId, OPTIONS, TEMPLATE_TEXTS } from "./customized.js";
import { insertRows } from "./db.js";
import { germanText } from "./german.js";
import { CUSTOMIZED_TEMPLATE_ID, DEMO_PRODUCT_IDS } from "./ids.js";
import {
  countryRows,
  DELIVERY_TIMES,
  deliveryTimeJson,
  PROMOTIONS,
  paymentMethodRows,
  SALUTATIONS,
  salutationJson,
  shippingMethodRows,
} from "./reference.js";

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

/** The German value of a field: a text, or a list of texts (a breadcrumb) translated whole; undefined: none. */
function germanValue(value: unknown): unknown {
  if (typeof value === "string") return germanText(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) {
    const german = value.map((entry) => germanText(entry as string));
    return german.every((entry) => entry !== undefined) ? german : undefined;
  }
  return undefined;
}

/**
 * The patch of an entity's translated fields: each field with a German version, at the top level and under
 * `translated` (fields without one are left out and fall back to English).
 */
export function fieldPatch(json: Json, fields: readonly string[]): Json | undefined {
  const patch: Json = {};
  const translated: Json = {};
  for (const field of fields) {
    const german = germanValue(json[field]);
    if (german === undefined) continue;
    patch[field] = german;
    translated[field] = german;
  }
  if (!Object.keys(patch).length) return undefined;
  return { ...patch, translated };
}

/** Entities inside a CMS slot's data that carry their own translation (left out of the slot's patch). */
const OWN_TRANSLATION = new Set(["product", "category", "media", "product_manufacturer", "cms_page"]);

/** Every translatable string under a value, as a patch (arrays elementwise, null where nothing changes). */
function deepPatch(value: unknown): unknown {
  if (typeof value === "string") return germanText(value);
  if (Array.isArray(value)) {
    const items = value.map(deepPatch);
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  if (OWN_TRANSLATION.has(String((value as Json).apiAlias))) return undefined;
  const patch: Json = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === "id" || key.endsWith("Id") || key === "apiAlias") continue;
    const german = deepPatch(entry);
    if (german !== undefined) patch[key] = german;
  }
  return Object.keys(patch).length ? patch : undefined;
}

/** The translation rows of the CMS pages: the page's name, each slot's texts (config and data). */
function cmsRows(page: Json, add: (entity: string, id: string, patch: Json | undefined) => void): void {
  add("cms_page", String(page.id), fieldPatch(page, ["name"]));
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const object = value as Json;
    if (object.apiAlias === "cms_slot" && typeof object.id === "string") {
      const patch = deepPatch({ config: object.config, translated: object.translated, data: object.data });
      add("cms_slot", object.id, patch as Json | undefined);
    }
    for (const entry of Object.values(object)) visit(entry);
  };
  visit(page.sections);
}

/** The German translations of the catalogue and the reference data, as `translation` rows. */
export function germanTranslationRows(catalogue: CatalogueRows = buildCatalogue()): Row[] {
  const rows = new Map<string, Row>();
  const add = (entity: string, id: string, patch: Json | undefined) => {
    if (patch) rows.set(`${entity}:${id}`, { entity, id, language_id: GERMAN_LANGUAGE_ID, patch });
  };
  const json = (row: Row) => row.json as Json;
  for (const row of catalogue.products) {
    add(
      "product",
      String(row.id),
      fieldPatch(json(row), [
        "name",
        "description",
        "metaTitle",
        "metaDescription",
        "keywords",
        "packUnit",
        "packUnitPlural",
      ]),
    );
  }
  for (const row of catalogue.categories) {
    add(
      "category",
      String(row.id),
      fieldPatch(json(row), ["name", "description", "metaTitle", "metaDescription", "breadcrumb"]),
    );
  }
  for (const row of catalogue.manufacturers)
    add("product_manufacturer", String(row.id), fieldPatch(json(row), ["description"]));
  for (const row of catalogue.groups)
    add("property_group", String(row.id), fieldPatch(json(row), ["name", "description"]));
  for (const row of catalogue.options)
    add("property_group_option", String(row.id), fieldPatch(json(row), ["name"]));
  for (const row of catalogue.media) add("media", String(row.id), fieldPatch(row as Json, ["alt", "title"]));
  for (const row of catalogue.crossSellings)
    add("product_cross_selling", String(row.id), fieldPatch(json(row), ["name"]));
  for (const row of catalogue.cmsPages) cmsRows(json(row), add);
  for (const landing of LANDING_PAGES) {
    const patch = fieldPatch(landing, ["name", "metaTitle", "metaDescription"]) ?? { translated: {} };
    const url = GERMAN_LANDING_URLS[landing.url];
    if (url) Object.assign(patch, { url, translated: { ...(patch.translated as Json), url } });
    add("landing_page", landing.id, patch);
  }
  for (const promotion of PROMOTIONS) add("promotion", promotion.id, fieldPatch(promotion, ["name"]));
  for (const unit of catalogue.units) add("unit", String(unit.id), fieldPatch(unit as Json, ["name"]));

  for (const row of shippingMethodRows())
    add("shipping_method", String(row.id), fieldPatch(json(row), ["name", "description"]));
  for (const row of paymentMethodRows()) {
    add(
      "payment_method",
      String(row.id),
      fieldPatch(json(row), ["name", "description", "distinguishableName"]),
    );
  }
  for (const row of SALUTATIONS) {
    add("salutation", row.id, fieldPatch(salutationJson(row) as Json, ["displayName", "letterName"]));
  }
  const { countries, states } = countryRows();
  for (const row of countries) add("country", String(row.id), fieldPatch(json(row), ["name"]));
  for (const row of states) add("country_state", String(row.id), fieldPatch(json(row), ["name"]));
  for (const time of DELIVERY_TIMES)
    add("delivery_time", time.id, fieldPatch(deliveryTimeJson(time.id) as Json, ["name"]));
  // Cookie groups and their entries have no id: they are known by their English name.
  for (const group of COOKIE_GROUPS) {
    add("cookie_group", String(group.name), fieldPatch(group, ["name", "description"]));
    for (const entry of group.entries as Json[])
      add("cookie_entry", String(entry.name), fieldPatch(entry, ["name"]));
  }
  for (const [key, label] of SORTING_LABELS) add("product_sorting", key, fieldPatch({ label }, ["label"]));
  // The customizable product's template: its own texts, its options' and their values' (a configurator in German).
  add("swag_customized_products_template", CUSTOMIZED_TEMPLATE_ID, textsPatch(TEMPLATE_TEXTS));
  for (const option of OPTIONS) {
    add(
      "swag_customized_products_template_option",
      customizedOptionId(option.key),
      textsPatch({
        displayName: option.name,
        description: option.description,
        placeholder: option.placeholder,
      }),
    );
    for (const value of option.values ?? [])
      add(
        "swag_customized_products_template_option_value",
        customizedValueId(option.key, value.key),
        textsPatch({ displayName: value.name }),
      );
  }
  // The order and payment states an order shows (Shopware's de-DE state machine state names).
  for (const machine of STATE_MACHINES)
    for (const [technicalName, name] of Object.entries(STATE_NAMES)) {
      const german = GERMAN_STATE_NAMES[technicalName];
      if (german && german !== name)
        add("state_machine_state", stateId(machine, technicalName), {
          name: german,
          translated: { name: german },
        });
    }
  return [...rows.values()];
}

/** The German texts of the customizable product's template, by its English text. */
const GERMAN_CUSTOMIZED: Record<string, string> = {
  "Design your canvas": "Gestalten Sie Ihre Leinwand",
  "<p>Upload a photo, choose the size and frame, and add a personal touch.</p>":
    "<p>Laden Sie ein Foto hoch, wählen Sie Größe und Rahmen und geben Sie ihm eine persönliche Note.</p>",
  "Canvas size": "Leinwandgröße",
  "The size of the stretched canvas.": "Die Größe der bespannten Leinwand.",
  "Frame colour": "Rahmenfarbe",
  "Natural oak": "Eiche natur",
  Black: "Schwarz",
  White: "Weiß",
  "Print style": "Druckstil",
  "Full colour": "Vollfarbe",
  "Black and white": "Schwarz-Weiß",
  Sepia: "Sepia",
  "Your photo": "Ihr Foto",
  "JPG or PNG, at least 1600 px on the long side.": "JPG oder PNG, mindestens 1600 px an der langen Seite.",
  "Title on the front": "Titel auf der Vorderseite",
  "e.g. Summer 2026": "z. B. Sommer 2026",
  "Dedication on the back": "Widmung auf der Rückseite",
  "A few words for the back of the canvas": "Ein paar Worte für die Rückseite der Leinwand",
  "Extra postcard prints": "Zusätzliche Postkartendrucke",
  "Gift delivery date": "Liefertermin des Geschenks",
  "Preferred delivery time": "Gewünschte Lieferzeit",
  "Greeting card text": "Text der Grußkarte",
  "Layout sketch (PDF)": "Layoutskizze (PDF)",
  "Hanging extras": "Zubehör zum Aufhängen",
  "Choose any that you need.": "Wählen Sie alles, was Sie brauchen.",
  "Picture hooks": "Bilderhaken",
  "Wall plugs": "Dübel",
  "Wall bumpers": "Wandpuffer",
  "Gift wrapping": "Geschenkverpackung",
  "Protective varnish (10 %)": "Schutzlack (10 %)",
};

/** A patch of an entity's texts (and their `translated` copies) with their German, where there is one. */
function textsPatch(texts: Record<string, string | null | undefined>): Json | undefined {
  const patch: Json = {};
  for (const [field, text] of Object.entries(texts)) {
    const german = text ? (GERMAN_CUSTOMIZED[text] ?? germanText(text)) : undefined;
    if (german && german !== text) patch[field] = german;
  }
  return Object.keys(patch).length ? { ...patch, translated: { ...patch } } : undefined;
}

/** Shopware's German names of the order and payment states. */
const GERMAN_STATE_NAMES: Record<string, string> = {
  open: "Offen",
  paid: "Bezahlt",
  in_progress: "In Bearbeitung",
  completed: "Abgeschlossen",
  cancelled: "Abgebrochen",
  failed: "Fehlgeschlagen",
};

/** The German url of a landing page (its German SEO URL). */
const GERMAN_LANDING_URLS: Record<string, string> = { "summer-edit": "sommer-auswahl" };

/** The labels of the listing's sortings (by key), as catalog/listing.ts names them. */
const SORTING_LABELS: [string, string][] = [
  ["name-asc", "Name A-Z"],
  ["name-desc", "Name Z-A"],
  ["price-asc", "Price ascending"],
  ["price-desc", "Price descending"],
  ["topseller", "Topseller"],
  ["score", "Top results"],
];

/** A Swiss shelf price: the euro price at 0.92, down to the franc, plus 0.90 (24.90 € → 22.90 CHF). */
function swissPrice(euro: number): number {
  return Math.floor(euro * 0.92) + 0.9;
}

/**
 * Own CHF prices (Shopware's product.price[] entry of CHF) of the T-shirt family (parent and every variant) and
 * the X1 camera; every other product is priced in CHF with the currency's factor.
 */
export function chfPriceRows(catalogue: CatalogueRows = buildCatalogue()): Row[] {
  const own = new Set<string>([DEMO_PRODUCT_IDS.variantParent, DEMO_PRODUCT_IDS.withAccessories]);
  return catalogue.products
    .filter((row) => own.has(String(row.id)) || own.has(String(row.parent_id)))
    .map((row) => ({
      product_id: row.id,
      currency_id: CHF_CURRENCY_ID,
      price: swissPrice(Number(row.price)),
      list_price:
        row.list_price === null || row.list_price === undefined ? null : swissPrice(Number(row.list_price)),
    }));
}

/** Seeds the German translations and own CHF prices (also into a database seeded before they existed). */
export async function seedLanguagesAndCurrencies(db: Queryable, catalogue?: CatalogueRows): Promise<void> {
  const { rows } = await db.query<{ seeded: boolean }>("select exists (select 1 from translation) as seeded");
  if (rows[0]?.seeded) return;
  const built = catalogue ?? buildCatalogue();
  await insertRows(db, "translation", germanTranslationRows(built));
  await insertRows(db, "product_currency_price", chfPriceRows(built));
}
