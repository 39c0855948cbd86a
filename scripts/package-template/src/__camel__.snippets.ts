/** English defaults of every text @vitrine/__name__ shows, by snippet key. */
export const __camel__Snippets: Record<string, string> = {
  "__camel__.title": "__Title__",
  "__camel__.loading": "Loading…",
  "__camel__.empty": "Nothing to show yet.",
  "__camel__.error": "This could not be loaded. Please try again.",
};
