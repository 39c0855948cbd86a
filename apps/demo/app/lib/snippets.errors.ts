// The error page's texts in the demo's languages. They come with the error page's code (components/ErrorPage.tsx, a
// chunk loaded only when a page fails) instead of with every page's data; the full sets (lib/snippets.en.ts,
// lib/snippets.de.ts) take them from here, so a shop's own texts for these keys still win (useSnippet's defaults).

/** English texts of the error page. */
export const errorSnippetsEn = {
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
};

/** German texts of the error page. */
export const errorSnippetsDe = {
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
} satisfies Record<keyof typeof errorSnippetsEn, string>;

/** Whether a page in `locale` (`de-DE`, `de`, `en-GB`, …) gets the German texts (else the English ones). */
export const isGermanLocale = (locale: string) => /^de(-|$)/i.test(locale);

/** The error page's texts in `locale`, the language the server picks the page's set by. */
export const errorSnippetsFor = (locale: string): Record<string, string> =>
  isGermanLocale(locale) ? errorSnippetsDe : errorSnippetsEn;
