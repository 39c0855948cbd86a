// Test and story fixtures (not part of the public API): a category tree and a fake `/navigation` backend.
import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { NavigationCategory } from "./navigation.schema";

interface Node {
  id: string;
  name: string;
  children?: Node[];
  type?: string;
  externalLink?: string;
}

const hex = (n: number) => n.toString(16).padStart(32, "0");

/** The demo tree: top categories with two levels below some of them. */
export const fixtureTree: Node[] = [
  {
    id: hex(1),
    name: "Clothing",
    children: [
      {
        id: hex(11),
        name: "Shirts",
        children: [
          { id: hex(111), name: "Linen shirts" },
          { id: hex(112), name: "Flannel shirts" },
        ],
      },
      { id: hex(12), name: "Trousers" },
      { id: hex(13), name: "Knitwear" },
    ],
  },
  {
    id: hex(2),
    name: "Home & living",
    children: [
      { id: hex(21), name: "Cushions" },
      { id: hex(22), name: "Blankets" },
    ],
  },
  {
    id: hex(3),
    name: "Accessories",
    children: [
      { id: hex(31), name: "Bags" },
      { id: hex(32), name: "Scarves" },
    ],
  },
  { id: hex(4), name: "Sale" },
  { id: hex(5), name: "Journal", type: "link", externalLink: "https://journal.example" },
];

/** Category ids by name, for tests. */
export const fixtureIds = {
  clothing: hex(1),
  shirts: hex(11),
  linenShirts: hex(111),
  home: hex(2),
  sale: hex(4),
};

function toCategory(node: Node, depth: number, parentId?: string): NavigationCategory {
  return {
    id: node.id,
    parentId,
    name: node.name,
    translated: { name: node.name, breadcrumb: [] },
    type: node.type ?? "page",
    linkType: node.externalLink ? "external" : null,
    externalLink: node.externalLink ?? null,
    childCount: node.children?.length ?? 0,
    breadcrumb: [],
    apiAlias: "category",
    children: depth > 1 ? (node.children ?? []).map((child) => toCategory(child, depth - 1, node.id)) : [],
  };
}

function find(nodes: Node[], id: string): Node | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = find(node.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

/** The categories below `rootId`, `depth` levels deep, as the Store API answers. */
export function fixtureNavigation(rootId: string, depth: number): NavigationCategory[] {
  const children = rootId === "main-navigation" ? fixtureTree : (find(fixtureTree, rootId)?.children ?? []);
  return children.map((node) => toCategory(node, depth, rootId));
}

/** One navigation request the fake backend saw. */
export interface SeenNavigationRequest {
  activeId: string;
  rootId: string;
  body: { depth: number; buildTree: unknown };
}

/** A Store API client on a fake `/navigation` route; `delay` ms latency, `failFirst` fails the first call. */
export function createNavigationClient({
  delay = 0,
  failFirst = false,
}: {
  delay?: number;
  failFirst?: boolean;
} = {}): {
  client: StoreApiClient;
  requests: SeenNavigationRequest[];
} {
  const requests: SeenNavigationRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const [, activeId = "", rootId = ""] =
      /\/navigation\/([^/]+)\/([^/?]+)/.exec(new URL(request.url).pathname) ?? [];
    const body = (await request.json()) as SeenNavigationRequest["body"];
    requests.push({ activeId, rootId, body });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (failFirst && requests.length === 1)
      return Response.json({ errors: [{ status: "503" }] }, { status: 503 });
    return Response.json(fixtureNavigation(decodeURIComponent(rootId), body.depth));
  };
  return {
    client: createStoreApiClient({ baseUrl: "http://demo/store-api", accessKey: "KEY", fetch, retry: 0 }),
    requests,
  };
}
