import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { currencyById, languageById } from "./catalog/locales.js";
import type { TrustedProxies } from "./client-address.js";
import type { Database } from "./db/database.js";
import { storeApiError } from "./errors.js";
import { SALES_CHANNEL } from "./seed/ids.js";

/** The shopper's sales channel context, per context token (Shopware's SalesChannelContext, reduced). */
export interface SalesChannelContext {
  token: string;
  customerId: string | null;
  currencyId: string;
  languageId: string;
  countryId: string;
  /** The state chosen for the shipping country (PATCH /context {countryStateId}), if any. */
  countryStateId: string | null;
  shippingMethodId: string;
  paymentMethodId: string;
  billingAddressId: string | null;
  shippingAddressId: string | null;
}

/** Settings every route can read through `c.get("demo")`. */
export interface DemoRuntime {
  db: Database;
  /** Absolute origin for media URLs, without trailing slash (e.g. http://127.0.0.1:8787). */
  publicUrl: string;
  accessKey: string;
  contexts: ContextStore;
  /** The proxies whose X-Forwarded-For is believed when the backend runs as its own server (TRUSTED_PROXIES). */
  trustedProxies?: TrustedProxies;
}

/** The Hono environment of the demo API: `c.get("salesChannelContext")`, `c.get("demo")`. */
export interface AppEnv {
  Variables: {
    salesChannelContext: SalesChannelContext;
    demo: DemoRuntime;
    /** With `sw-include-seo-urls`: puts the SEO URLs into an answer of ready JSON (see routes/seo-url.ts). */
    answerWithSeoUrls?: (
      text: string | Uint8Array<ArrayBuffer>,
      filled?: boolean,
    ) => string | Uint8Array<ArrayBuffer>;
  };
}

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const TOKEN_LENGTH = 32;
// Random bytes for 128 tokens at a time: one call to the system's random source instead of one per token.
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

/** Shopware-like context token: 32 random alphanumeric characters. */
export function newContextToken(): string {
  if (randomOffset + TOKEN_LENGTH > randomPool.length) {
    randomPool = randomBytes(TOKEN_LENGTH * 128);
    randomOffset = 0;
  }
  let token = "";
  for (let index = 0; index < TOKEN_LENGTH; index++)
    token += TOKEN_ALPHABET[(randomPool[randomOffset + index] as number) % TOKEN_ALPHABET.length];
  randomOffset += TOKEN_LENGTH;
  return token;
}

const MAX_TOKEN_LENGTH = 255;
const CACHE_LIMIT = 20_000;
/** New contexts are written behind, at most this long after their request … */
const FLUSH_DELAY_MS = 200;
/** … or as soon as this many wait. */
const FLUSH_BATCH = 500;

type ContextPatch = Partial<Omit<SalesChannelContext, "token">>;

interface ContextRow {
  token: string;
  customer_id: string | null;
  currency_id: string;
  language_id: string;
  country_id: string;
  country_state_id: string | null;
  shipping_method_id: string;
  payment_method_id: string;
  billing_address_id: string | null;
  shipping_address_id: string | null;
}

function fromRow(row: ContextRow): SalesChannelContext {
  return {
    token: row.token,
    customerId: row.customer_id,
    currencyId: row.currency_id,
    languageId: row.language_id,
    countryId: row.country_id,
    countryStateId: row.country_state_id ?? null,
    shippingMethodId: row.shipping_method_id,
    paymentMethodId: row.payment_method_id,
    billingAddressId: row.billing_address_id,
    shippingAddressId: row.shipping_address_id,
  };
}

/** Whether a context is a fresh one with the sales channel's defaults (no customer, address or choice). */
function isDefaultContext(context: SalesChannelContext): boolean {
  return (
    context.customerId === null &&
    context.currencyId === SALES_CHANNEL.currencyId &&
    context.languageId === SALES_CHANNEL.languageId &&
    context.countryId === SALES_CHANNEL.countryId &&
    context.countryStateId === null &&
    context.shippingMethodId === SALES_CHANNEL.shippingMethodId &&
    context.paymentMethodId === SALES_CHANNEL.paymentMethodId &&
    context.billingAddressId === null &&
    context.shippingAddressId === null
  );
}

/**
 * Context rows in the `sales_channel_context` table, with a write-through cache so that a request with a known
 * token costs no database round trip (the listing benchmark depends on it). All writes go through this class.
 * On a database shared with other processes (`shared`), another process may change or end a context at any time:
 * every read goes to the table and a new context is written before the request that made it is answered.
 */
export class ContextStore {
  private readonly cache = new Map<string, SalesChannelContext>();
  private readonly pending = new Map<string, SalesChannelContext>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly shared: boolean;

  constructor(
    private readonly db: Database,
    options: { shared?: boolean } = {},
  ) {
    this.shared = options.shared ?? false;
  }

  /** The context of a token, or undefined when the token is unknown. */
  async find(token: string): Promise<SalesChannelContext | undefined> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const { rows } = await this.db.query<ContextRow>("select * from sales_channel_context where token = $1", [
      token,
    ]);
    const row = rows[0];
    if (!row) return undefined;
    return this.remember(fromRow(row));
  }

  /** Creates a fresh context with the sales channel defaults. */
  async create(base?: Omit<SalesChannelContext, "token">): Promise<SalesChannelContext> {
    const context: SalesChannelContext = {
      token: newContextToken(),
      customerId: null,
      currencyId: SALES_CHANNEL.currencyId,
      languageId: SALES_CHANNEL.languageId,
      countryId: SALES_CHANNEL.countryId,
      countryStateId: null,
      shippingMethodId: SALES_CHANNEL.shippingMethodId,
      paymentMethodId: SALES_CHANNEL.paymentMethodId,
      billingAddressId: null,
      shippingAddressId: null,
      ...base,
    };
    // Shared: the shopper's next request may reach another process, which must find the token.
    if (this.shared) {
      await this.write(context);
      return context;
    }
    // Written behind in batches: a shopper's first request (often a cached listing) costs no insert of its own.
    this.pending.set(context.token, context);
    this.scheduleFlush();
    return this.remember(context);
  }

  /** Writes the contexts created since the last flush (one insert for all of them). */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    // A shopper's first request makes a context with the sales channel's defaults: those go in as a list of
    // tokens (a third cheaper per row than a JSON record each), any other as a record.
    const defaults = batch.filter(isDefaultContext);
    const others = batch.filter((context) => !isDefaultContext(context));
    if (defaults.length) {
      await this.db.query(
        `insert into sales_channel_context (token, currency_id, language_id, country_id, shipping_method_id,
           payment_method_id)
         select token, $2, $3, $4, $5, $6 from unnest($1::text[]) as token
         on conflict (token) do nothing`,
        [
          defaults.map((context) => context.token),
          SALES_CHANNEL.currencyId,
          SALES_CHANNEL.languageId,
          SALES_CHANNEL.countryId,
          SALES_CHANNEL.shippingMethodId,
          SALES_CHANNEL.paymentMethodId,
        ],
      );
    }
    if (!others.length) return;
    await this.db.query(
      `insert into sales_channel_context (token, customer_id, currency_id, language_id, country_id, shipping_method_id,
         payment_method_id, billing_address_id, shipping_address_id, country_state_id)
       select token, "customerId", "currencyId", "languageId", "countryId", "shippingMethodId", "paymentMethodId",
         "billingAddressId", "shippingAddressId", "countryStateId"
       from jsonb_to_recordset($1::jsonb) as x(token text, "customerId" text, "currencyId" text, "languageId" text,
         "countryId" text, "shippingMethodId" text, "paymentMethodId" text, "billingAddressId" text,
         "shippingAddressId" text, "countryStateId" text)
       on conflict (token) do nothing`,
      [JSON.stringify(others)],
    );
  }

  /** Writes a context created in this process now if it is still waiting for the batch (before a write is answered). */
  async persist(token: string): Promise<void> {
    const context = this.pending.get(token);
    if (context) await this.write(context);
  }

  private scheduleFlush(): void {
    const flush = () =>
      this.flush().catch((error: unknown) => console.error("demo-api: could not store new contexts", error));
    // A statement costs as much as some 25 rows: a batch of a fifth of a second (hundreds of contexts when
    // shoppers arrive by the hundred) costs half of one of 50 ms per context.
    if (this.pending.size >= FLUSH_BATCH) {
      void flush();
      return;
    }
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(flush, FLUSH_DELAY_MS);
    this.flushTimer.unref?.();
  }

  /** Applies a patch to a context and stores it. */
  async update(token: string, patch: ContextPatch): Promise<SalesChannelContext> {
    const current = (await this.find(token)) ?? (await this.create());
    const next: SalesChannelContext = { ...current, ...patch, token: current.token };
    await this.write(next);
    return this.remember(next);
  }

  /** Replaces a token with a new one: the old token is dead, the context (and the cart relation) moves. */
  async rotate(token: string, patch: ContextPatch = {}): Promise<SalesChannelContext> {
    const current = await this.find(token);
    const { token: _old, ...rest } = current ?? (await this.create());
    this.pending.delete(token);
    const next = await this.create({ ...rest, ...patch });
    await this.write(next);
    this.pending.delete(next.token);
    await this.db.query("update sales_channel_cart set token = $1 where token = $2", [next.token, token]);
    await this.db.query("delete from sales_channel_context where token = $1", [token]);
    this.cache.delete(token);
    return next;
  }

  /** The cart id stored with a token (B keeps its cart rows under this id), created on first use. */
  async cartIdOf(token: string): Promise<string> {
    const { rows } = await this.db.query<{ cart_id: string }>(
      `insert into sales_channel_cart (token, cart_id) values ($1, $2)
       on conflict (token) do update set token = excluded.token returning cart_id`,
      [token, newContextToken()],
    );
    return rows[0]?.cart_id ?? token;
  }

  private async write(context: SalesChannelContext): Promise<void> {
    this.pending.delete(context.token);
    await this.db.query(
      `insert into sales_channel_context (token, customer_id, currency_id, language_id, country_id, shipping_method_id,
         payment_method_id, billing_address_id, shipping_address_id, country_state_id, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       on conflict (token) do update set customer_id = excluded.customer_id, currency_id = excluded.currency_id,
         language_id = excluded.language_id, country_id = excluded.country_id,
         shipping_method_id = excluded.shipping_method_id, payment_method_id = excluded.payment_method_id,
         billing_address_id = excluded.billing_address_id, shipping_address_id = excluded.shipping_address_id,
         country_state_id = excluded.country_state_id, updated_at = now()`,
      [
        context.token,
        context.customerId,
        context.currencyId,
        context.languageId,
        context.countryId,
        context.shippingMethodId,
        context.paymentMethodId,
        context.billingAddressId,
        context.shippingAddressId,
        context.countryStateId,
      ],
    );
  }

  private remember(context: SalesChannelContext): SalesChannelContext {
    if (this.shared) return context;
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(context.token, context);
    return context;
  }
}

/** Routes that need no access key (media files are linked from <img> tags, which send no headers). */
const PUBLIC_PATHS = /^\/store-api\/_media\//;

/**
 * Checks `sw-access-key` (401 in the Store API shape when wrong or missing), resolves `sw-context-token` to a
 * context (a new one with a random token when missing or unknown) and always answers with the
 * `sw-context-token` response header.
 */
export function salesChannelContextMiddleware(runtime: DemoRuntime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("demo", runtime);
    if (PUBLIC_PATHS.test(c.req.path)) return next();
    const accessKey = c.req.header("sw-access-key");
    if (accessKey !== runtime.accessKey) {
      return storeApiError(
        c,
        401,
        "FRAMEWORK__API_INVALID_ACCESS_KEY",
        accessKey ? "The sales channel access key is invalid." : "Header sw-access-key is required.",
      );
    }
    const sent = c.req.header("sw-context-token")?.trim();
    let context =
      sent && sent.length <= MAX_TOKEN_LENGTH && /^[\w.-]+$/.test(sent)
        ? await runtime.contexts.find(sent)
        : undefined;
    context ??= await runtime.contexts.create();
    // `sw-language-id` (and `sw-currency-id`) choose the language (currency) of this request only, as Shopware's
    // SalesChannelRequestContextResolver does: the stored context keeps its own choice.
    const language = c.req.header("sw-language-id")?.trim();
    const currency = c.req.header("sw-currency-id")?.trim();
    if (language || currency) {
      const refused = requestLocaleError(c, language, currency);
      if (refused) {
        c.header("sw-context-token", context.token);
        return refused;
      }
      context = {
        ...context,
        ...(language ? { languageId: language.toLowerCase() } : {}),
        ...(currency ? { currencyId: currency.toLowerCase() } : {}),
      };
    }
    c.set("salesChannelContext", context);
    await next();
    // Read again: a handler may have rotated or updated the context.
    c.res.headers.set("sw-context-token", c.get("salesChannelContext").token);
    // Shopware's ResponseHeaderListener answers the request's sw-language-id.
    if (language && !c.res.headers.has("sw-language-id")) c.res.headers.set("sw-language-id", language);
  };
}

/**
 * Shopware's answers to a language or currency header it cannot use (BaseContextFactory): 412
 * SYSTEM__LANGUAGE_INVALID_EXCEPTION for a language id that is no id, 412 SYSTEM__LANGUAGE_NOT_FOUND for one the
 * sales channel does not have, 404 SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION for an unknown currency.
 */
function requestLocaleError(c: Context, language: string | undefined, currency: string | undefined) {
  if (language && !/^[0-9a-f]{32}$/i.test(language)) {
    return storeApiError(
      c,
      412,
      "SYSTEM__LANGUAGE_INVALID_EXCEPTION",
      "Provided languageId is not a valid uuid",
    );
  }
  if (language && !languageById(language.toLowerCase())) {
    return storeApiError(
      c,
      412,
      "SYSTEM__LANGUAGE_NOT_FOUND",
      `Could not find language with id "${language}"`,
    );
  }
  if (currency && !currencyById(currency.toLowerCase())) {
    return storeApiError(
      c,
      404,
      "SYSTEM__CURRENCY_DOES_NOT_EXISTS_EXCEPTION",
      `Could not find currency with id "${currency.slice(0, 64)}"`,
    );
  }
  return undefined;
}

/** Updates the request's context (e.g. PATCH /context) and stores it. */
export async function updateContext(
  c: Context<AppEnv>,
  patch: Partial<Omit<SalesChannelContext, "token">>,
): Promise<SalesChannelContext> {
  const next = await c.get("demo").contexts.update(c.get("salesChannelContext").token, patch);
  c.set("salesChannelContext", next);
  return next;
}

/**
 * Login/logout: gives the request a new context token (sent in the response header); the old token is dead
 * and the cart relation moves to the new one.
 */
export async function rotateContextToken(
  c: Context<AppEnv>,
  patch: Partial<Omit<SalesChannelContext, "token">> = {},
): Promise<SalesChannelContext> {
  const next = await c.get("demo").contexts.rotate(c.get("salesChannelContext").token, patch);
  c.set("salesChannelContext", next);
  c.header("sw-context-token", next.token);
  return next;
}
