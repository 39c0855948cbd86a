import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

interface Entity {
  id: string;
  name?: string | null;
  translated?: { name?: string | null };
}

export interface ListingSeed {
  categoryId: string;
  total: number;
  manufacturers: Entity[];
}

const nameOf = (entity: Entity) => entity.translated?.name ?? entity.name ?? "";

/** Product names of a listing call through the shop's own /store-api (what the page must show). */
export async function listingNames(
  request: APIRequestContext,
  categoryId: string,
  body: Record<string, unknown>,
): Promise<string[]> {
  const response = await request.post(`/store-api/product-listing/${categoryId}`, { data: body });
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as { elements: Entity[] };
  return json.elements.map(nameOf);
}

let seed: ListingSeed | undefined;

/** A category with more than one page of products and at least two manufacturers in its filters. */
export async function listingSeed(request: APIRequestContext): Promise<ListingSeed> {
  if (seed) return seed;
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 3, buildTree: false },
  });
  const entries = (await navigation.json()) as (Entity & { children?: Entity[] })[];
  const ids = entries.flatMap((entry) => [entry.id, ...(entry.children ?? []).map((child) => child.id)]);
  let best: ListingSeed | undefined;
  for (const id of ids) {
    const response = await request.post(`/store-api/product-listing/${id}`, { data: {} });
    if (!response.ok()) continue;
    const json = (await response.json()) as {
      total?: number;
      limit?: number;
      aggregations?: { manufacturer?: { entities?: Entity[] } };
    };
    const manufacturers = json.aggregations?.manufacturer?.entities ?? [];
    const total = json.total ?? 0;
    if (manufacturers.length >= 2 && total > (json.limit ?? 24) && (!best || total > best.total))
      best = { categoryId: id, total, manufacturers };
  }
  if (!best) throw new Error("the seed has no category with two manufacturers and two pages");
  seed = best;
  return best;
}

/** The product names the grid shows. */
export function gridNames(page: Page): Promise<string[]> {
  return page.locator(".vitrine-product-card__name").allTextContents();
}
