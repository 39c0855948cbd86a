import { type Context, Hono } from "hono";
import { resolveCmsPage } from "../catalog/cms.js";
import { catalogueDefinitions, categoryFields } from "../catalog/criteria-scope.js";
import { parseListingParameters } from "../catalog/listing.js";
import type { CatalogueCategory, CatalogueReadModel } from "../catalog/read-model.js";
import { catalogueSeoUrls, seoUrlJson } from "../catalog/seo-urls.js";
import type { AppEnv } from "../context.js";
import { entitySearchResult, readCriteria, search, shapeElements, shapeResponse } from "../criteria/index.js";
import { fail } from "../errors.js";
import { isId, requireId } from "../validation.js";

type Json = Record<string, unknown>;
type Catalogue = () => Promise<CatalogueReadModel>;

function categoryOr404(model: CatalogueReadModel, raw: string | undefined, name: string): CatalogueCategory {
  const id = model.resolveCategoryId(raw ?? "") ?? requireId(raw, name);
  const category = model.categories.get(id);
  if (!category) fail(404, "CONTENT__CATEGORY_NOT_FOUND", `Category ${id} not found.`, `/${name}`);
  return category;
}

/** A category with its children down to `depth` levels (children: [] below that). */
function tree(model: CatalogueReadModel, category: CatalogueCategory, depth: number): Json {
  const children =
    depth > 0
      ? category.childIds.flatMap((id) => {
          const child = model.categories.get(id);
          return child ? [tree(model, child, depth - 1)] : [];
        })
      : [];
  return { ...category.json, children };
}

function flat(model: CatalogueReadModel, category: CatalogueCategory, depth: number, out: Json[]): Json[] {
  if (depth <= 0) return out;
  for (const id of category.childIds) {
    const child = model.categories.get(id);
    if (!child) continue;
    out.push({ ...child.json, children: [] });
    flat(model, child, depth - 1, out);
  }
  return out;
}

/**
 * Breadcrumb entries from below the navigation root down to a category, in the request's language, each with its
 * canonical SEO URL of that language and its SEO path (Shopware's Breadcrumb struct; the technical path without one).
 */
function breadcrumbOf(model: CatalogueReadModel, category: CatalogueCategory, languageId: string): Json[] {
  const chain: CatalogueCategory[] = [];
  let current: CatalogueCategory | undefined = category;
  while (current?.parentId) {
    chain.unshift(current);
    current = model.categories.get(current.parentId);
  }
  const seoUrls = catalogueSeoUrls(model);
  return chain.map((entry) => {
    const name = model.nameIn(languageId, "category", entry.id, entry.name);
    const seoUrl = seoUrls.find(
      (url) =>
        url.routeName === "frontend.navigation.page" &&
        url.foreignKey === entry.id &&
        url.languageId === languageId &&
        url.isCanonical,
    );
    return {
      name,
      categoryId: entry.id,
      type: entry.type,
      translated: { ...(entry.json.translated as Json), name, customFields: {} },
      path: seoUrl ? seoUrl.seoPathInfo : `navigation/${entry.id}`,
      seoUrls: seoUrl ? [seoUrlJson(seoUrl)] : [],
      apiAlias: "breadcrumb",
    };
  });
}

/** Every category, in catalogue order (made once per read model). */
function categoryList(model: CatalogueReadModel): CatalogueCategory[] {
  return model.memo("criteria:categories", () => [...model.categories.values()]);
}

/** Registers navigation, category and breadcrumb routes. */
export function navigationRoutes(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const navigation = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const { criteria, payload: body } = await readCriteria(c);
    categoryOr404(model, c.req.param("activeId"), "activeId");
    const root = categoryOr404(model, c.req.param("rootId"), "rootId");
    const depthRaw = body.depth ?? 2;
    const depth = typeof depthRaw === "string" && /^\d+$/.test(depthRaw) ? Number(depthRaw) : depthRaw;
    if (typeof depth !== "number" || !Number.isInteger(depth) || depth < 1 || depth > 10) {
      fail(
        400,
        "FRAMEWORK__INVALID_REQUEST_PARAMETER",
        '"depth" must be an integer between 1 and 10.',
        "/depth",
      );
    }
    const buildTreeRaw = body.buildTree ?? true;
    const buildTree = !(
      buildTreeRaw === false ||
      buildTreeRaw === "false" ||
      buildTreeRaw === "0" ||
      buildTreeRaw === 0
    );
    const result = buildTree
      ? root.childIds.flatMap((id) => {
          const child = model.categories.get(id);
          return child ? [tree(model, child, depth - 1)] : [];
        })
      : flat(model, root, depth, []);
    return c.json(shapeResponse(result, criteria));
  };
  app.post("/navigation/:activeId/:rootId", navigation);
  app.get("/navigation/:activeId/:rootId", navigation);

  const readCategory = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const { criteria, payload: body } = await readCriteria(c);
    const category = categoryOr404(model, c.req.param("navigationId"), "navigationId");
    const cmsPage = category.cmsPageId ? model.cmsPages.get(category.cmsPageId) : undefined;
    // Like Shopware's category route: the layout's slots get their data, the listing for the request's parameters.
    const listing = category.navigation === "main" ? parseListingParameters(c.req.query(), body) : undefined;
    // Includes shape the whole answer by apiAlias, the layout's slot data (the listing's products) too.
    return c.json(
      shapeResponse(
        {
          ...tree(model, category, 1),
          cmsPage: cmsPage
            ? resolveCmsPage(model, cmsPage, {
                category,
                ...(listing ? { listing } : {}),
                locale: c.get("salesChannelContext"),
              })
            : null,
        },
        criteria,
      ),
    );
  };
  app.post("/category/:navigationId", readCategory);
  app.get("/category/:navigationId", readCategory);

  const listCategories = async (c: Context<AppEnv>) => {
    const model = await catalogue();
    const { criteria, payload } = await readCriteria(c);
    if (payload.ids !== undefined && (!Array.isArray(payload.ids) || !payload.ids.every(isId))) {
      fail(400, "FRAMEWORK__INVALID_CRITERIA_PARAMETER", '"ids" must be a list of ids.', "/ids");
    }
    const outcome = search(categoryList(model), criteria, {
      entity: "category",
      json: (category) => category.json,
      id: (category) => category.id,
      fields: categoryFields(model),
      definitions: catalogueDefinitions(model),
      defaultLimit: 100,
    });
    const result = entitySearchResult("category", outcome);
    // Children: the category's own children when the request asks for them, else an empty list (as before).
    const elements = shapeElements(
      outcome.elements.map((category) =>
        criteria.associations.children ? { ...category.json } : { ...category.json, children: [] },
      ),
      criteria,
      (name, entity) =>
        name === "children"
          ? (model.categories.get(String(entity.id))?.childIds ?? []).flatMap(
              (id) => model.categories.get(id)?.json ?? [],
            )
          : undefined,
    );
    return c.json(shapeResponse({ ...result, elements }, criteria));
  };
  app.post("/category", listCategories);
  app.get("/category", listCategories);

  app.get("/breadcrumb/:id", async (c) => {
    const model = await catalogue();
    const id = requireId(c.req.param("id"), "id");
    const type = c.req.query("type") ?? "product";
    if (type !== "product" && type !== "category") {
      fail(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", '"type" must be product or category.', "/type");
    }
    if (type === "category") {
      const category = categoryOr404(model, id, "id");
      return c.json(breadcrumbOf(model, category, c.get("salesChannelContext").languageId));
    }
    const product = model.products.get(id);
    // Shopware's BreadcrumbRoute: without `type=category` the id is tried as a product, then as a category.
    if (!product)
      return c.json(
        breadcrumbOf(model, categoryOr404(model, id, "id"), c.get("salesChannelContext").languageId),
      );
    const referrer = c.req.query("referrerCategoryId");
    const categoryIds = (product.json.categoryIds as string[] | undefined) ?? [];
    const seo = (product.json.seoCategory as Json | undefined)?.id as string | undefined;
    const chosen = referrer && isId(referrer) && categoryIds.includes(referrer) ? referrer : seo;
    const category = chosen ? model.categories.get(chosen) : undefined;
    return c.json(category ? breadcrumbOf(model, category, c.get("salesChannelContext").languageId) : []);
  });
  return app;
}
