// robots.txt and sitemap.xml of the shop (issue 42 item 3). The sitemap is an index (/sitemap.xml) of product,
// category and landing page sitemaps (/sitemap/product-1.xml …), built from the Store API's `readSeoUrl`
// (canonical, not deleted SEO URLs of the sales channel's language), each at most SITEMAP_LIMIT URLs, with
// `lastmod` from the entity's updatedAt/createdAt (the SEO URL's own dates for landing pages). Every answer is
// streamed: entries are written as the Store API pages arrive, never as one whole document.

/** URLs per sitemap: the protocol's limit (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;
/** SEO URLs per Store API request; divides SITEMAP_LIMIT, so a sitemap is a whole number of requests. */
export const READ_LIMIT = 500;

/** The sitemaps: Shopware's SEO route name and the Store API route that lists the entities (for their dates). */
export const SITEMAP_KINDS = {
  product: { routeName: "frontend.detail.page", entityRoute: "/product", alias: "product" },
  category: { routeName: "frontend.navigation.page", entityRoute: "/category", alias: "category" },
  "landing-page": { routeName: "frontend.landing.page", entityRoute: null, alias: null },
};

/** Paths crawlers should leave out (as Shopware's recommended robots.txt): account, checkout, wishlist, search. */
const DISALLOWED = ["/account", "/checkout/", "/wishlist", "/search"];

/** robots.txt: everything allowed except the shopper's own pages, per language prefix, and the sitemap's URL. */
export function robotsTxt(publicUrl, basePaths = [""]) {
  const lines = ["User-agent: *", "Allow: /"];
  for (const base of basePaths) for (const path of DISALLOWED) lines.push(`Disallow: ${base}${path}`);
  // One sitemap per language domain, as Shopware writes one per sales channel domain.
  lines.push("", ...basePaths.map((base) => `Sitemap: ${publicUrl}${base}/sitemap.xml`), "");
  return lines.join("\n");
}

/** The language of a URL prefix (the demo's shop domains, app/lib/shop-domains.ts): none is the channel's own. */
export const LOCALE_OF_PREFIX = { "/de": "de-DE" };

const XML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text) => String(text).replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
const encoder = new TextEncoder();

/** A streamed body from an async generator of strings (pulled as the client reads). */
function streamOf(chunks) {
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

const XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=3600",
};

/**
 * The sitemap handlers of a shop server.
 * @param {{
 *   send: (request: Request) => Promise<Response>,
 *   baseUrl: string,
 *   accessKey: string,
 *   publicUrl: string,
 *   pageSize?: number,
 *   readLimit?: number,
 * }} options `pageSize` (URLs per sitemap, SITEMAP_LIMIT) and `readLimit` (per Store API request) for tests.
 */
export function createSitemaps({
  send,
  baseUrl,
  accessKey,
  publicUrl,
  basePath = "",
  pageSize = SITEMAP_LIMIT,
  readLimit = READ_LIMIT,
}) {
  const locale = basePath ? (LOCALE_OF_PREFIX[basePath] ?? null) : null;
  const base = `${publicUrl}${basePath}`;
  if (pageSize % readLimit !== 0)
    throw new Error("The sitemap page size must be a multiple of the read limit.");

  async function call(method, path, body, language = null) {
    const response = await send(
      new Request(`${baseUrl}${path}`, {
        method,
        headers: {
          "sw-access-key": accessKey,
          accept: "application/json",
          "content-type": "application/json",
          // The domain's language: its SEO URLs (readSeoUrl answers the context language's).
          ...(language ? { "sw-language-id": language } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    );
    if (!response.ok) throw new Error(`Store API ${path} answered ${response.status}`);
    return response.json();
  }

  /**
   * The domain's language: the sales channel's own for the unprefixed URLs, the prefix's locale otherwise (from
   * readLanguages); only its SEO URLs are listed. A prefix whose language the shop lacks has no sitemap (404).
   */
  async function languageId() {
    if (locale) {
      const { elements = [] } = await call("POST", "/language", {
        associations: { locale: {}, translationCode: {} },
      });
      const language = elements.find(
        (entry) => (entry.translationCode?.code ?? entry.locale?.code) === locale,
      );
      return language?.id ?? false;
    }
    const context = await call("GET", "/context");
    return context?.salesChannel?.languageId ?? context?.context?.languageIdChain?.[0] ?? null;
  }

  /** One Store API page of canonical SEO URLs of a kind, in a stable order, with the total. */
  function readSeoUrls(kind, language, page, limit) {
    return call(
      "POST",
      "/seo-url",
      {
        filter: [
          { type: "equals", field: "routeName", value: SITEMAP_KINDS[kind].routeName },
          { type: "equals", field: "isCanonical", value: true },
          { type: "equals", field: "isDeleted", value: false },
          ...(language ? [{ type: "equals", field: "languageId", value: language }] : []),
        ],
        sort: [{ field: "id", order: "ASC" }],
        page,
        limit,
        "total-count-mode": "exact",
      },
      language,
    );
  }

  /** updatedAt ?? createdAt of the entities behind a page of SEO URLs (by id), where the Store API lists them. */
  async function datesOf(kind, ids) {
    const { entityRoute, alias } = SITEMAP_KINDS[kind];
    if (!entityRoute || ids.length === 0) return new Map();
    const answer = await call("POST", entityRoute, {
      ids,
      limit: ids.length,
      includes: { [alias]: ["id", "updatedAt", "createdAt"] },
    }).catch(() => ({ elements: [] }));
    return new Map(
      (answer.elements ?? []).map((entity) => [entity.id, entity.updatedAt ?? entity.createdAt]),
    );
  }

  function entry(url, lastmod) {
    const loc = new URL(url.seoPathInfo.replace(/^\/+/, ""), `${base}/`).href;
    const date = lastmod ?? url.updatedAt ?? url.createdAt;
    return `<url><loc>${xml(loc)}</loc>${date ? `<lastmod>${xml(new Date(date).toISOString())}</lastmod>` : ""}</url>\n`;
  }

  /** The sitemap index: one sitemap per SITEMAP_LIMIT SEO URLs of each kind. */
  async function index() {
    const language = await languageId();
    if (language === false) return null;
    const totals = await Promise.all(
      Object.keys(SITEMAP_KINDS).map(async (kind) => [
        kind,
        (await readSeoUrls(kind, language, 1, 1)).total ?? 0,
      ]),
    );
    async function* chunks() {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (const [kind, total] of totals) {
        for (let page = 1; page <= Math.ceil(total / pageSize); page += 1)
          yield `<sitemap><loc>${xml(`${base}/sitemap/${kind}-${page}.xml`)}</loc></sitemap>\n`;
      }
      yield "</sitemapindex>\n";
    }
    return new Response(streamOf(chunks()), { headers: XML_HEADERS });
  }

  /** One sitemap: SEO URLs pageSize × (page − 1) … pageSize × page of a kind; null when there is no such page. */
  async function sitemap(kind, page) {
    if (!SITEMAP_KINDS[kind] || !Number.isInteger(page) || page < 1) return null;
    const language = await languageId();
    if (language === false) return null;
    const firstRead = ((page - 1) * pageSize) / readLimit + 1;
    const lastRead = firstRead + pageSize / readLimit - 1;
    // The first Store API page is read before answering: a missing sitemap is a 404, a failing backend a 502.
    const first = await readSeoUrls(kind, language, firstRead, readLimit);
    if ((first.elements ?? []).length === 0 && page > 1) return null;
    async function* chunks() {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      let answer = first;
      for (let read = firstRead; ; ) {
        const urls = answer.elements ?? [];
        const dates = await datesOf(
          kind,
          urls.map((url) => url.foreignKey),
        );
        for (const url of urls) yield entry(url, dates.get(url.foreignKey));
        read += 1;
        if (urls.length < readLimit || read > lastRead) break;
        answer = await readSeoUrls(kind, language, read, readLimit);
      }
      yield "</urlset>\n";
    }
    return new Response(streamOf(chunks()), { headers: XML_HEADERS });
  }

  return { index, sitemap };
}
