/**
 * The German (de-DE) texts of the demo shop, made from the English seed the way the catalogue generator makes its
 * English texts: the same templates with German word lists. Reference wording (salutations, cookie groups, country
 * names) follows Shopware's own de-DE data and snippets (shopware/shopware, src/Core/Migration and
 * src/Storefront/Resources/snippet/de_DE). A text without a German version here is left out of the translation:
 * the answer falls back to English, as Shopware's language chain does.
 */

/** Whole texts: category, property, method, reference and CMS wording. */
const PHRASES: Record<string, string> = {
  // Categories
  Home: "Startseite",
  Clothing: "Kleidung",
  "T-shirts": "T-Shirts",
  Hoodies: "Hoodies",
  Trousers: "Hosen",
  "Home & Living": "Wohnen",
  "Home & living": "Wohnen",
  Lamps: "Leuchten",
  Cushions: "Kissen",
  Tableware: "Geschirr",
  "Wall art": "Wandbilder",
  Electronics: "Elektronik",
  Cameras: "Kameras",
  Headphones: "Kopfhörer",
  Speakers: "Lautsprecher",
  "Camera accessories": "Kamerazubehör",
  "Sports & Outdoors": "Sport & Outdoor",
  Backpacks: "Rucksäcke",
  Bottles: "Flaschen",
  Yoga: "Yoga",
  Kitchen: "Küche",
  Coffee: "Kaffee",
  Knives: "Messer",
  Cookware: "Kochgeschirr",
  Stories: "Geschichten",
  Footer: "Fußzeile",
  "Shop service": "Shop-Service",
  Contact: "Kontakt",
  "Shipping and payment": "Versand und Zahlung",
  Returns: "Rücksendungen",
  FAQ: "FAQ",
  Information: "Informationen",
  "About us": "Über uns",
  Imprint: "Impressum",
  Privacy: "Datenschutz",
  "Terms and conditions": "AGB",
  Service: "Service",
  "Welcome to the Vitrine demo shop.": "Willkommen im Vitrine-Demoshop.",
  "Everyday clothing made from organic and recycled fibres.":
    "Alltagskleidung aus Bio- und recycelten Fasern.",
  "Lamps, cushions, tableware and wall art for calm, bright rooms.":
    "Leuchten, Kissen, Geschirr und Wandbilder für ruhige, helle Räume.",
  "Cameras, headphones and speakers, with the accessories that go with them.":
    "Kameras, Kopfhörer und Lautsprecher, mit dem passenden Zubehör.",
  "Backpacks, bottles and yoga gear for days outside.":
    "Rucksäcke, Flaschen und Yoga-Ausrüstung für Tage draußen.",
  "Coffee, knives and cookware for everyday cooking.":
    "Kaffee, Messer und Kochgeschirr für die tägliche Küche.",
  "Behind the seams: a video about how our products are made.":
    "Hinter den Nähten: ein Video darüber, wie unsere Produkte entstehen.",
  // Property groups and options
  Colour: "Farbe",
  Size: "Größe",
  Material: "Material",
  Ocean: "Ozean",
  Graphite: "Graphit",
  Sand: "Sand",
  Coral: "Koralle",
  Forest: "Waldgrün",
  Mustard: "Senfgelb",
  Lilac: "Flieder",
  Snow: "Schneeweiß",
  Black: "Schwarz",
  Red: "Rot",
  Navy: "Marineblau",
  "Breton stripes": "Bretonische Streifen",
  "Polka dots": "Punkte",
  Gingham: "Vichy-Karo",
  Cotton: "Baumwolle",
  Linen: "Leinen",
  Wool: "Wolle",
  "Recycled polyester": "Recyceltes Polyester",
  "Stainless steel": "Edelstahl",
  Ceramic: "Keramik",
  "Oak wood": "Eichenholz",
  Aluminium: "Aluminium",
  Leather: "Leder",
  Glass: "Glas",
  Bamboo: "Bambus",
  // Units, pack units, delivery times, cross-sellings
  Litre: "Liter",
  Kilogram: "Kilogramm",
  Pack: "Packung",
  "1-3 days": "1-3 Tage",
  "2-5 days": "2-5 Tage",
  "1-2 weeks": "1-2 Wochen",
  "1 day": "1 Tag",
  Accessories: "Zubehör",
  "Creator bundle": "Creator-Set",
  "Similar cameras": "Ähnliche Kameras",
  // Shipping and payment methods
  Standard: "Standard",
  Express: "Express",
  "Delivery by parcel service in 1-3 working days. Free from 50 €.":
    "Lieferung per Paketdienst in 1-3 Werktagen. Versandkostenfrei ab 50 €.",
  "Delivery on the next working day when ordered before 2 pm.":
    "Lieferung am nächsten Werktag bei Bestellung vor 14 Uhr.",
  Invoice: "Rechnung",
  "Pay within 14 days of receiving the invoice.": "Zahlung innerhalb von 14 Tagen nach Erhalt der Rechnung.",
  "Cash on delivery": "Nachnahme",
  "Pay the parcel service on delivery (2 € fee).": "Zahlung bei Lieferung an den Paketdienst (2 € Gebühr).",
  "Credit card": "Kreditkarte",
  "Visa, Mastercard, American Express: pay securely with the embedded card form.":
    "Visa, Mastercard, American Express: sicher bezahlen mit dem eingebetteten Kartenformular.",
  "Apple Pay": "Apple Pay",
  "Pay with Apple Pay on supported devices.": "Mit Apple Pay auf unterstützten Geräten bezahlen.",
  // Promotions
  "10 % off everything": "10 % auf alles",
  "5 € off your order": "5 € Rabatt auf Ihre Bestellung",
  "Summer sale 2020": "Sommerschlussverkauf 2020",
  // Salutations (Shopware's de-DE salutations)
  "Mr.": "Herr",
  "Mrs.": "Frau",
  "Dear Mr.": "Sehr geehrter Herr",
  "Dear Mrs.": "Sehr geehrte Frau",
  "Not specified": "Keine Angabe",
  // Countries and states
  Germany: "Deutschland",
  Austria: "Österreich",
  Netherlands: "Niederlande",
  "United States of America": "Vereinigte Staaten von Amerika",
  Bavaria: "Bayern",
  Hesse: "Hessen",
  "Lower Saxony": "Niedersachsen",
  "North Rhine-Westphalia": "Nordrhein-Westfalen",
  "Rhineland-Palatinate": "Rheinland-Pfalz",
  Saxony: "Sachsen",
  "Saxony-Anhalt": "Sachsen-Anhalt",
  Thuringia: "Thüringen",
  California: "Kalifornien",
  // Cookie groups (Shopware's de-DE cookie snippets)
  "Technically required": "Technisch erforderlich",
  "Cookies required for this shop to function:":
    "Cookies, die für den Betrieb dieses Shops erforderlich sind:",
  Session: "Sitzung",
  Timezone: "Zeitzone",
  "Cookie preferences": "Cookie-Einstellungen",
  "Comfort features": "Komfortfunktionen",
  "Cookies that make the shop easier to use: the wishlist for guests and embedded videos.":
    "Cookies, die die Bedienung des Shops erleichtern: der Merkzettel für Gäste und eingebettete Videos.",
  Wishlist: "Merkzettel",
  "YouTube video": "YouTube-Video",
  Statistics: "Statistik",
  "Cookies used for statistics and shop performance metrics.":
    "Cookies für Statistiken und Messungen der Shop-Leistung.",
  Marketing: "Marketing",
  "Allows Google to collect personal data for online advertising and marketing.":
    "Erlaubt Google, personenbezogene Daten für Online-Werbung und Marketing zu erheben.",
  "Google Advertising": "Google Werbung",
  // Product sortings
  "Name A-Z": "Name A-Z",
  "Name Z-A": "Name Z-A",
  "Price ascending": "Preis aufsteigend",
  "Price descending": "Preis absteigend",
  Topseller: "Topseller",
  "Top results": "Beste Ergebnisse",
  // CMS layouts and media
  "Default listing page": "Standard-Kategorieseite",
  "Stories: behind the seams": "Geschichten: hinter den Nähten",
  "Default product page layout": "Standard-Produktseite",
  "The summer edit": "Die Sommer-Auswahl",
  "Light things for long days: our summer picks for outdoors, travel and the garden.":
    "Leichte Dinge für lange Tage: unsere Sommer-Empfehlungen für draußen, für Reisen und den Garten.",
  "Questions for our workshop?": "Fragen an unsere Werkstatt?",
  "New stories by e-mail": "Neue Geschichten per E-Mail",
  "A summer day at the workshop": "Ein Sommertag in der Werkstatt",
  "Behind the seams: how our products are made": "Hinter den Nähten: wie unsere Produkte entstehen",
  "Well-made things for every day": "Gut gemachte Dinge für jeden Tag",
  "The summer edit: light things for long days": "Die Sommer-Auswahl: leichte Dinge für lange Tage",
  "Full colour": "Vollfarbe",
  "Black and white": "Schwarz-Weiß",
  Sepia: "Sepia",
  "Great quality": "Tolle Qualität",
  "Does the job": "Erfüllt seinen Zweck",
  "Lovely design": "Schönes Design",
};

/** Pieces of CMS text (HTML): each English piece is replaced by its German one. */
const CMS_PIECES: [string, string][] = [
  ["<h2>Behind the seams</h2>", "<h2>Hinter den Nähten</h2>"],
  [
    "From the first sketch to the parcel at your door: watch how our workshop partners make the things you love.",
    "Vom ersten Entwurf bis zum Paket an Ihrer Tür: sehen Sie, wie unsere Werkstattpartner die Dinge fertigen, die Sie lieben.",
  ],
  ["<p>New season, fair prices</p>", "<p>Neue Saison, faire Preise</p>"],
  ["<h1>Well-made things for every day</h1>", "<h1>Gut gemachte Dinge für jeden Tag</h1>"],
  [
    "Hand-picked products, free returns within 30 days and delivery in 2–3 working days.",
    "Handverlesene Produkte, kostenlose Rücksendung innerhalb von 30 Tagen und Lieferung in 2–3 Werktagen.",
  ],
  [">Shop clothing</a> or browse <a", ">Kleidung entdecken</a> oder stöbern Sie in <a"],
  [">the summer edit</a>", ">der Sommer-Auswahl</a>"],
  ["<h2>Free shipping from €50</h2>", "<h2>Versandkostenfrei ab 50 €</h2>"],
  ["<p>And 30 days free returns.</p>", "<p>Und 30 Tage kostenlose Rücksendung.</p>"],
  ["<h2>Secure payment</h2>", "<h2>Sichere Zahlung</h2>"],
  ["<p>Card, invoice or PayPal.</p>", "<p>Karte, Rechnung oder PayPal.</p>"],
  ["<h2>Service from real people</h2>", "<h2>Service von echten Menschen</h2>"],
  [
    "<p>Write to us, we answer within a day.</p>",
    "<p>Schreiben Sie uns, wir antworten innerhalb eines Tages.</p>",
  ],
  ["<h1>The summer edit</h1>", "<h1>Die Sommer-Auswahl</h1>"],
  [
    "Light things for long days: picks for outdoors, travel and the garden.",
    "Leichte Dinge für lange Tage: Empfehlungen für draußen, für Reisen und den Garten.",
  ],
  [">See all of sports &amp; outdoors</a>", ">Alles aus Sport &amp; Outdoor ansehen</a>"],
  ["<h2>Pack light</h2>", "<h2>Leicht packen</h2>"],
  [
    "<p>Bottles, bags and layers that fold small.</p>",
    "<p>Flaschen, Taschen und Schichten, die sich klein falten lassen.</p>",
  ],
  ["<h2>Stay out longer</h2>", "<h2>Länger draußen bleiben</h2>"],
  ["<p>Everything here ships in 2–3 working days.</p>", "<p>Alles hier wird in 2–3 Werktagen versandt.</p>"],
  ["<h2>Notes from the team</h2>", "<h2>Notizen aus dem Team</h2>"],
  ["<p>Our ", "<p>Unsere "],
  [" is one page long.</p>", " ist eine Seite lang.</p>"],
  [
    "<p>A pocket camera for every day. Bring the ",
    "<p>Eine Kamera für die Hosentasche, jeden Tag. Nehmen Sie die ",
  ],
  [" along.</p>", " mit.</p>"],
];

/** The nouns of generated product names ("Alba Table Lamp" → "Alba Tischleuchte"). */
const NOUNS: Record<string, string> = {
  "Pocket Tee": "Brusttaschen-Shirt",
  Tee: "T-Shirt",
  "Raglan Shirt": "Raglanshirt",
  "T-shirt": "T-Shirt",
  "Crew Tee": "Rundhals-Shirt",
  "Zip Hoodie": "Kapuzenjacke",
  Pullover: "Pullover",
  Sweatshirt: "Sweatshirt",
  Hoodie: "Hoodie",
  "Wide-leg Trousers": "Weite Hose",
  Chinos: "Chinohose",
  "Cargo Trousers": "Cargohose",
  Joggers: "Jogginghose",
  "Table Lamp": "Tischleuchte",
  "Floor Lamp": "Stehleuchte",
  "Reading Lamp": "Leseleuchte",
  "Pendant Light": "Pendelleuchte",
  "Throw Pillow": "Zierkissen",
  Cushion: "Kissen",
  "Floor Cushion": "Bodenkissen",
  Bolster: "Nackenrolle",
  "Tea Cup": "Teetasse",
  "Espresso Cup": "Espressotasse",
  Mug: "Becher",
  "Latte Mug": "Latte-Becher",
  "Framed Print": "Gerahmter Druck",
  "Canvas Print": "Leinwanddruck",
  Poster: "Poster",
  "Compact Camera": "Kompaktkamera",
  "Instant Camera": "Sofortbildkamera",
  Camera: "Kamera",
  "Mirrorless Camera": "Systemkamera",
  "Studio Headphones": "Studiokopfhörer",
  "Over-ear Headphones": "Over-Ear-Kopfhörer",
  "Wireless Headphones": "Funkkopfhörer",
  Headphones: "Kopfhörer",
  Speaker: "Lautsprecher",
  "Portable Speaker": "Tragbarer Lautsprecher",
  "Bookshelf Speaker": "Regallautsprecher",
  "Smart Speaker": "Smart Speaker",
  "Camera Strap": "Kameragurt",
  "Wrist Strap": "Handschlaufe",
  "Lens Cloth": "Objektivtuch",
  Daypack: "Tagesrucksack",
  Backpack: "Rucksack",
  "Hiking Pack": "Wanderrucksack",
  "Rolltop Backpack": "Rolltop-Rucksack",
  "Glass Bottle": "Glasflasche",
  "Insulated Bottle": "Isolierflasche",
  "Water Bottle": "Trinkflasche",
  "Sports Bottle": "Sportflasche",
  "Cork Mat": "Korkmatte",
  "Studio Mat": "Studiomatte",
  "Yoga Mat": "Yogamatte",
  "Travel Mat": "Reisematte",
  "House Blend": "Hausmischung",
  "Filter Coffee": "Filterkaffee",
  "Single Origin": "Single Origin",
  "Espresso Beans": "Espressobohnen",
  "Chef's Knife": "Kochmesser",
  "Paring Knife": "Schälmesser",
  Santoku: "Santoku",
  "Bread Knife": "Brotmesser",
  Saucepan: "Stielkasserolle",
  "Dutch Oven": "Schmortopf",
  "Stock Pot": "Suppentopf",
  Casserole: "Bräter",
  // Named demo products
  "Essential Organic Tee": "Essential Bio-T-Shirt",
  "Harbour Hoodie": "Harbour Kapuzenpullover",
  "Shoulder Bag": "Umhängetasche",
  "Leather Strap": "Ledergurt",
  "SD Card 128 GB": "SD-Karte 128 GB",
  "Travel Tripod": "Reisestativ",
  "Single Origin Espresso 500 g": "Single-Origin-Espresso 500 g",
  "Personalised Photo Canvas": "Personalisierte Fotoleinwand",
  "Lens Hood": "Gegenlichtblende",
  "Lens Cap Set": "Objektivdeckel-Set",
  "Linen Shirt": "Leinenhemd",
  Sandals: "Sandalen",
};

/** Leaf categories in the dative plural of "passt zu …" (description template). */
const LEAF_DATIVE: Record<string, string> = {
  "t-shirts": "Ihren T-Shirts",
  hoodies: "Ihren Hoodies",
  trousers: "Ihren Hosen",
  lamps: "Ihren Leuchten",
  cushions: "Ihren Kissen",
  tableware: "Ihrem Geschirr",
  "wall art": "Ihren Wandbildern",
  cameras: "Ihren Kameras",
  headphones: "Ihren Kopfhörern",
  speakers: "Ihren Lautsprechern",
  "camera accessories": "Ihrem Kamerazubehör",
  backpacks: "Ihren Rucksäcken",
  bottles: "Ihren Flaschen",
  yoga: "Ihrer Yoga-Ausrüstung",
  coffee: "Ihrem Kaffee",
  knives: "Ihren Messern",
  cookware: "Ihrem Kochgeschirr",
};

const FEATURES: Record<string, string> = {
  "Responsibly sourced materials": "Verantwortungsvoll beschaffte Materialien",
  "Two-year guarantee": "Zwei Jahre Garantie",
  "Plastic-free packaging": "Plastikfreie Verpackung",
  "Repair service": "Reparaturservice",
};

/** A material in running text ("recycled polyester" → "recyceltes Polyester"). */
function materialDe(english: string): string | undefined {
  const capital = english.charAt(0).toUpperCase() + english.slice(1);
  const german = PHRASES[capital];
  if (!german) return undefined;
  return german.startsWith("Recyceltes") ? german.replace("Recyceltes", "recyceltes") : german;
}

/** A product name: "<word> <noun>", a named product, or a name with a number ("… 2"). */
export function germanProductName(name: string): string | undefined {
  const numbered = /^(.*) (\d+)$/.exec(name);
  if (numbered && !/ (GB|g)$/.test(name)) {
    const base = germanProductName(numbered[1] as string);
    return base ? `${base} ${numbered[2]}` : undefined;
  }
  if (NOUNS[name]) return NOUNS[name];
  // The longest English noun the name ends with: "Juniper Raglan Shirt", "Vitrine X1 Mirrorless Camera".
  const noun = Object.keys(NOUNS)
    .filter((candidate) => name.endsWith(` ${candidate}`))
    .sort((a, b) => b.length - a.length)[0];
  if (!noun) return undefined;
  return `${name.slice(0, name.length - noun.length - 1)} ${NOUNS[noun]}`;
}

const OPENINGS: [RegExp, (name: string) => string][] = [
  [
    /^The (.+) is made for everyday use and built to last\.$/,
    (name) => `${name}: für den Alltag gemacht und auf Dauer gebaut.`,
  ],
  [
    /^Meet the (.+): simple, well made and easy to live with\.$/,
    (name) => `Darf ich vorstellen: ${name} – schlicht, gut verarbeitet und unkompliziert im Alltag.`,
  ],
  [
    /^With the (.+) we kept what matters and left out the rest\.$/,
    (name) => `Bei ${name} haben wir das Wesentliche behalten und den Rest weggelassen.`,
  ],
];

/** The middle sentence of a generated description, by its material and leaf category. */
function middleDe(sentence: string): string | undefined {
  let match = /^Designed in small batches(?: from (.+))?, it ages well and is easy to care for\.$/.exec(
    sentence,
  );
  if (match) {
    const material = match[1] ? materialDe(match[1]) : "";
    if (material === undefined) return undefined;
    return `In kleinen Serien${material ? ` aus ${material}` : ""} gefertigt, altert es schön und ist pflegeleicht.`;
  }
  match = /^Every detail was tested by our team(?:; the (.+) feels good from day one)?\.$/.exec(sentence);
  if (match) {
    const material = match[1] ? materialDe(match[1]) : "";
    if (material === undefined) return undefined;
    return `Jedes Detail hat unser Team geprüft${material ? `; ${material} fühlt sich vom ersten Tag an gut an` : ""}.`;
  }
  match = /^It fits right into the (.+?) you already love(?: and its (.+) is responsibly sourced)?\.$/.exec(
    sentence,
  );
  if (match) {
    const leaf = LEAF_DATIVE[match[1] as string];
    const material = match[2] ? materialDe(match[2]) : "";
    if (!leaf || material === undefined) return undefined;
    return `Es passt perfekt zu ${leaf}${material ? `, und ${material} stammt aus verantwortungsvoller Herkunft` : ""}.`;
  }
  return undefined;
}

/** A generated product description ("<p>opening middle</p><ul><li>feature</li>…</ul>"), or undefined. */
export function germanDescription(html: string): string | undefined {
  const match = /^<p>(.+?\.) ((?:Designed|Every|It fits).+)<\/p><ul>((?:<li>[^<]+<\/li>)+)<\/ul>$/.exec(html);
  if (!match) return undefined;
  const [, opening, middle, list] = match as unknown as [string, string, string, string];
  let openingDe: string | undefined;
  for (const [pattern, make] of OPENINGS) {
    const found = pattern.exec(opening);
    if (found) {
      const name = germanProductName(found[1] as string);
      openingDe = name ? make(name) : undefined;
    }
  }
  const middleText = middleDe(middle);
  const features = [...list.matchAll(/<li>([^<]+)<\/li>/g)].map((entry) => FEATURES[entry[1] as string]);
  if (!openingDe || !middleText || features.some((feature) => !feature)) return undefined;
  return `<p>${openingDe} ${middleText}</p><ul>${features.map((feature) => `<li>${feature}</li>`).join("")}</ul>`;
}

/**
 * The German version of an English text of the seed, or undefined when there is none (the field then falls back
 * to English): whole phrases, category and manufacturer templates, product names and descriptions, media texts,
 * CMS text pieces.
 */
export function germanText(text: string): string | undefined {
  const phrase = PHRASES[text];
  if (phrase !== undefined) return phrase;
  let match = /^(.+) from (.+)\.$/.exec(text);
  if (match && PHRASES[match[1] as string]) {
    const branch = PHRASES[capitalize(match[2] as string)] ?? PHRASES[match[2] as string];
    if (branch) return `${PHRASES[match[1] as string]} aus der Kategorie ${branch}.`;
  }
  match = /^(.+): everything you need to know\.$/.exec(text);
  if (match && PHRASES[match[1] as string])
    return `${PHRASES[match[1] as string]}: alles, was Sie wissen müssen.`;
  match = /^(.+) makes durable goods in small series\.$/.exec(text);
  if (match) return `${match[1]} fertigt langlebige Produkte in kleinen Serien.`;
  match = /^(.+) logo$/.exec(text);
  if (match) return `Logo von ${match[1]}`;
  match = /^(.+), view (\d+)$/.exec(text);
  if (match) {
    const name = germanProductName(match[1] as string) ?? germanText(match[1] as string);
    return name ? `${name}, Ansicht ${match[2]}` : undefined;
  }
  if (text.startsWith("<")) {
    const description = germanDescription(text);
    if (description) return description;
    let html = text;
    for (const [english, german] of CMS_PIECES) html = html.replaceAll(english, german);
    return html !== text ? html : undefined;
  }
  // A variant's image: "<product> <colour>".
  match = /^(.+) (\S+)$/.exec(text);
  const colour = match ? PHRASES[match[2] as string] : undefined;
  if (match && colour) {
    const base = germanProductName(match[1] as string);
    if (base) return `${base} ${colour}`;
  }
  return germanProductName(text);
}

function capitalize(text: string): string {
  return text.replace(/(^|\s)(\w)/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
}
