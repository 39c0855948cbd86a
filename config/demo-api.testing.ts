// Shared by the packages' hook tests that talk to the real demo backend in this process. It imports only react and
// vitest (no package), so every package can type-check it with its own dependencies: a test passes in
// `createDemoApi` (and core's VitrineProvider) and hands `fetch` to core's createStoreApiClient.
import { type ComponentType, createElement, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll } from "vitest";

/** The demo backend as a test holds it: anything with Hono's in-process `app.fetch`. */
export interface InProcessStoreApi {
  app: { fetch(request: Request): Response | Promise<Response> };
}

/** Where the in-process demo backend answers, and the demo sales channel's access key. */
export const DEMO_STORE_API = {
  baseUrl: "http://demo/store-api",
  accessKey: "SWSCVITRINEDEMOACCESSKEY01",
} as const;

/** The demo sales channel as `VitrineProvider`'s `config` takes it. */
export const DEMO_SHOP_CONFIG = { salesChannelId: "demo", locale: "en-GB", currency: "EUR" };

/** A provider such as core's `VitrineProvider`: a client, the shop's config, children (and `Extra` props). */
type ShopProvider<Client, Extra extends object> = ComponentType<
  {
    client: Client;
    config: typeof DEMO_SHOP_CONFIG;
    children: ReactNode;
  } & Extra
>;

/**
 * A Testing Library `wrapper`: `Provider` (core's VitrineProvider) with `client`, the demo shop's config and any
 * `extra` props (e.g. the router's `navigate`).
 */
export function demoShopWrapper<Client, Extra extends object = object>(
  Provider: ShopProvider<Client, Extra>,
  client: Client,
  extra?: Extra,
) {
  return ({ children }: { children: ReactNode }) =>
    createElement(Provider, { ...(extra as Extra), client, config: DEMO_SHOP_CONFIG, children });
}

/**
 * A `fetch` that hands each request to the demo backend in this process (no socket): real routes, real database.
 * `onRequest` sees each request first (record calls, force a fault with the `x-vitrine-fault` header).
 */
export function demoApiFetch(api: InProcessStoreApi, onRequest?: (request: Request) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    onRequest?.(request);
    return api.app.fetch(request);
  };
}

/** The demo backend of one test file (see `demoApiForTests`). */
export interface DemoApiForTests<Api extends InProcessStoreApi> {
  /** The running backend (from the file's `beforeAll` on). */
  readonly api: Api;
  /** The Store API paths (`/store-api/…`) requested during the current test, in order; emptied after each test. */
  readonly paths: string[];
  /** A `fetch` into the backend for `createStoreApiClient({ ...DEMO_STORE_API, fetch })`; records `paths`. */
  fetch(onRequest?: (request: Request) => void): typeof fetch;
}

/**
 * The demo backend for the tests of one file: `start` (e.g. `() => createDemoApi({ inMemory: true, faults: null })`)
 * runs once before them, the backend is closed after them. Clients may be created at module level: their `fetch`
 * finds the backend when the first request is made.
 */
export function demoApiForTests<Api extends InProcessStoreApi & { close(): Promise<unknown> }>(
  start: () => Promise<Api>,
): DemoApiForTests<Api> {
  let running: Api | undefined;
  const paths: string[] = [];
  const api = () => {
    if (!running) throw new Error("the demo backend is not running: requests belong in tests or hooks");
    return running;
  };
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  afterEach(() => {
    paths.length = 0;
  });
  return {
    get api() {
      return api();
    },
    paths,
    fetch: (onRequest) => (input, init) =>
      demoApiFetch(api(), (request) => {
        paths.push(new URL(request.url).pathname);
        onRequest?.(request);
      })(input, init),
  };
}
