// The pages a look at the demo starts from (screenshots, Lighthouse): the home, the first category of the main
// navigation, and that category's first product, at their SEO URLs (where the shop links them).

// The demo backend's key (demo-api's DEFAULT_ACCESS_KEY) unless the demo runs with its own, as server.mjs does.
const accessKey = process.env.DEMO_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01";

/** Posts `body` to the demo's Store API proxy at `base` and returns the JSON answer. */
async function storeApi(base, path, body) {
  const response = await fetch(`${base}/store-api${path}`, {
    method: "POST",
    // With the entities' SEO URLs: the pages are looked at where the shop links them.
    headers: { "content-type": "application/json", "sw-access-key": accessKey, "sw-include-seo-urls": "1" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Paths of the home, the first category and its first product of the demo running at `base`. */
export async function samplePages(base) {
  const [category] = await storeApi(base, "/navigation/main-navigation/main-navigation", { depth: 1 });
  const listing = await storeApi(base, `/product-listing/${category.id}`, { limit: 1 });
  const product = listing.elements[0];
  return {
    home: "/",
    category: seoPath(category) ?? `/navigation/${category.id}`,
    product: seoPath(product) ?? `/detail/${product.id}`,
  };
}

/** An entity's canonical SEO path (`/Clothing/`), or null without one. */
function seoPath(entity) {
  const url = (entity.seoUrls ?? []).find((candidate) => candidate.isCanonical && !candidate.isDeleted);
  return url ? `/${url.seoPathInfo}` : null;
}

/** The id of the sample product (the first product of the first category). */
export async function sampleProductId(base) {
  const [category] = await storeApi(base, "/navigation/main-navigation/main-navigation", { depth: 1 });
  const listing = await storeApi(base, `/product-listing/${category.id}`, { limit: 1 });
  return listing.elements[0].id;
}
