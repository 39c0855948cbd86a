import { type Context, Hono } from "hono";
import type { DemoApp } from "./app-type.js";
import { createCommerceCatalogue } from "./catalog/commerce-adapter.js";
import { localizeAnswers } from "./catalog/localize.js";
import { CatalogueReadModel } from "./catalog/read-model.js";
import type { TrustedProxies } from "./client-address.js";
import { CommerceService } from "./commerce/service.js";
import { keepNoCartCopies } from "./commerce/store.js";
import {
  type AppEnv,
  ContextStore,
  type DemoRuntime,
  rotateContextToken,
  type SalesChannelContext,
  salesChannelContextMiddleware,
  updateContext,
} from "./context.js";
import { storeApiCors } from "./cors.js";
import { type Coordination, type Database, localCoordination } from "./db/database.js";
import { onStoreApiError, onStoreApiNotFound, rejectUnsafeRequestText } from "./errors.js";
import { type FaultOptions, faultInjection } from "./faults.js";
import { catalogRoutes } from "./routes/catalog.js";
import { commerceRoutes } from "./routes/commerce.js";
import { formLimits } from "./routes/form-limits.js";
import { includeSeoUrls } from "./routes/seo-url.js";
import { storefrontRoutes } from "./routes/storefront.js";
import { SALES_CHANNEL } from "./seed/ids.js";
import { DEFAULT_SHOP_SETTINGS, type ShopSettings, ShopSettingsStore } from "./shop-settings.js";

/** What buildApp needs. */
export interface BuildAppOptions {
  db: Database;
  /** Locks across the processes of the database (default: this process only). */
  coordination?: Coordination;
  publicUrl: string;
  accessKey: string;
  faults: FaultOptions | null;
  /** Proxies whose X-Forwarded-For is believed when the backend is its own server (default: none). */
  trustedProxies?: TrustedProxies;
  /** Per-address limits of register, contact, newsletter, review and upload (default on). */
  formLimits?: boolean;
  /** The shop's settings (default: Shopware's defaults with ALTCHA). */
  settings?: ShopSettings;
  /** The test-only route that switches the settings for one context token (end-to-end tests only). */
  testSettings?: boolean;
}

type ContextPatch = Partial<Omit<SalesChannelContext, "token">>;

/** The commerce side may clear a choice (null): the sales channel default applies again. */
function withDefaults(patch: Record<string, string | null | undefined>): ContextPatch {
  const next: ContextPatch = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (
      key === "customerId" ||
      key === "billingAddressId" ||
      key === "shippingAddressId" ||
      key === "countryStateId"
    ) {
      next[key] = value;
    } else if (key === "countryId" || key === "shippingMethodId" || key === "paymentMethodId") {
      next[key] = value ?? SALES_CHANNEL[key];
    } else if (key === "currencyId" || key === "languageId") {
      next[key] = value ?? SALES_CHANNEL[key];
    }
  }
  return next;
}

/** Builds the Hono app with every route under /store-api. */
export function buildApp(options: BuildAppOptions): {
  app: DemoApp;
  runtime: DemoRuntime;
  ready: Promise<unknown>;
} {
  const coordination = options.coordination ?? localCoordination();
  if (coordination.shared) keepNoCartCopies(options.db);
  const runtime: DemoRuntime = {
    db: options.db,
    publicUrl: options.publicUrl.replace(/\/+$/, ""),
    accessKey: options.accessKey,
    contexts: new ContextStore(options.db, { shared: coordination.shared }),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
  };
  let readModel: Promise<CatalogueReadModel> | undefined;
  const catalogue = () => {
    readModel ??= CatalogueReadModel.load(options.db, runtime.publicUrl);
    return readModel;
  };

  const app: DemoApp = new Hono<AppEnv>().basePath("/store-api");
  app.onError(onStoreApiError);
  app.notFound(onStoreApiNotFound);
  app.use("*", storeApiCors);
  if (options.faults) app.use("*", faultInjection(options.faults));
  app.use("*", rejectUnsafeRequestText);
  app.use("*", salesChannelContextMiddleware(runtime));
  app.use("*", includeSeoUrls(catalogue));
  app.use("*", localizeAnswers(catalogue));

  const commerce = new CommerceService({
    db: options.db,
    coordination,
    catalogue: createCommerceCatalogue(options.db, catalogue),
    context: {
      read: (c) => (c as Context<AppEnv>).get("salesChannelContext"),
      update: async (c, patch) => {
        await updateContext(c as Context<AppEnv>, withDefaults(patch));
      },
      persist: (token) => runtime.contexts.persist(token),
      rotate: async (c, patch) => (await rotateContextToken(c as Context<AppEnv>, withDefaults(patch))).token,
    },
    publicBaseUrl: runtime.publicUrl,
    settings: new ShopSettingsStore(options.settings ?? DEFAULT_SHOP_SETTINGS, options.testSettings ?? false),
  });
  if (options.formLimits !== false) app.use("*", formLimits(commerce.limiter));
  app.route("/", catalogRoutes(catalogue));
  app.route("/", commerceRoutes(commerce));
  app.route("/", storefrontRoutes(catalogue));
  return { app, runtime, ready: catalogue() };
}
