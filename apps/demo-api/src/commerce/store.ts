import type { Database, Queryable } from "../db/database.js";
import type { StoredCart, StoredLineItem } from "./cart.types.js";

/** A database handle or an open transaction. */
export type Db = Database | Queryable;

/** A customer row. */
export interface CustomerRow {
  id: string;
  customerNumber: string;
  email: string;
  guest: boolean;
  passwordHash: string | null;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  accountType: string;
  birthday: string | null;
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  lastPaymentMethodId: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** An address row. */
export interface AddressRow {
  id: string;
  customerId: string;
  countryId: string;
  countryStateId: string | null;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** The address fields a shopper writes. */
export type AddressInput = Omit<AddressRow, "id" | "customerId" | "createdAt" | "updatedAt">;

const CUSTOMER_COLUMNS = `id, customer_number as "customerNumber", email, guest, password_hash as "passwordHash",
  salutation_id as "salutationId", title, first_name as "firstName", last_name as "lastName", company,
  account_type as "accountType", to_char(birthday, 'YYYY-MM-DD') as birthday,
  default_billing_address_id as "defaultBillingAddressId", default_shipping_address_id as "defaultShippingAddressId",
  last_payment_method_id as "lastPaymentMethodId", affiliate_code as "affiliateCode", campaign_code as "campaignCode",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as "updatedAt"`;

const ADDRESS_COLUMNS = `id, customer_id as "customerId", country_id as "countryId", country_state_id as "countryStateId",
  salutation_id as "salutationId", title, first_name as "firstName", last_name as "lastName", company, department,
  street, zipcode, city, phone_number as "phoneNumber", additional_address_line1 as "additionalAddressLine1",
  additional_address_line2 as "additionalAddressLine2",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as "updatedAt"`;

/** Forgets the cart of a token (after rotation). */
export async function dropToken(db: Db, token: string): Promise<void> {
  forgetCachedCarts(db, [token]);
  await db.query("delete from commerce_cart where token = $1", [token]);
}

/** A customer by id. */
export async function customerById(db: Db, id: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from commerce_customer where id = $1`,
    [id],
  );
  return rows[0];
}

/** The registered (not guest) customer with this e-mail address. */
export async function registeredCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from commerce_customer where lower(email) = lower($1) and not guest`,
    [email],
  );
  return rows[0];
}

/** Inserts a customer. */
export async function insertCustomer(
  db: Db,
  row: Omit<CustomerRow, "createdAt" | "updatedAt">,
): Promise<void> {
  await db.query(
    `insert into commerce_customer (id, customer_number, email, guest, password_hash, salutation_id, title, first_name,
       last_name, company, account_type, birthday, default_billing_address_id, default_shipping_address_id,
       last_payment_method_id, affiliate_code, campaign_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      row.id,
      row.customerNumber,
      row.email,
      row.guest,
      row.passwordHash,
      row.salutationId,
      row.title,
      row.firstName,
      row.lastName,
      row.company,
      row.accountType,
      row.birthday,
      row.defaultBillingAddressId,
      row.defaultShippingAddressId,
      row.lastPaymentMethodId,
      row.affiliateCode,
      row.campaignCode,
    ],
  );
}

/** Updates the profile fields and default addresses of a customer. */
export async function updateCustomer(db: Db, row: CustomerRow): Promise<void> {
  await db.query(
    `update commerce_customer set salutation_id = $2, title = $3, first_name = $4, last_name = $5, company = $6,
       birthday = $7, default_billing_address_id = $8, default_shipping_address_id = $9, last_payment_method_id = $10,
       email = $11, account_type = $12, updated_at = now()
     where id = $1`,
    [
      row.id,
      row.salutationId,
      row.title,
      row.firstName,
      row.lastName,
      row.company,
      row.birthday,
      row.defaultBillingAddressId,
      row.defaultShippingAddressId,
      row.lastPaymentMethodId,
      row.email,
      row.accountType,
    ],
  );
}

/** The next customer number, from a sequence: registrations at the same time never share one. */
export async function nextCustomerNumber(db: Db): Promise<string> {
  const { rows } = await db.query<{ n: string }>("select nextval('commerce_customer_number')::text as n");
  const n = rows[0]?.n;
  if (!n) throw new Error("The customer number sequence answered nothing.");
  return n;
}

/** Addresses of a customer, oldest first. */
export async function addressesOf(db: Db, customerId: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `select ${ADDRESS_COLUMNS} from commerce_customer_address where customer_id = $1 order by created_at, id`,
    [customerId],
  );
  return rows;
}

/** One address of a customer: undefined when it does not exist or belongs to someone else. */
export async function addressOf(db: Db, customerId: string, id: string): Promise<AddressRow | undefined> {
  const { rows } = await db.query<AddressRow>(
    `select ${ADDRESS_COLUMNS} from commerce_customer_address where customer_id = $1 and id = $2`,
    [customerId, id],
  );
  return rows[0];
}

/** Inserts an address. */
export async function insertAddress(
  db: Db,
  id: string,
  customerId: string,
  input: AddressInput,
): Promise<void> {
  await db.query(
    `insert into commerce_customer_address (id, customer_id, country_id, country_state_id, salutation_id, title,
       first_name, last_name, company, department, street, zipcode, city, phone_number, additional_address_line1,
       additional_address_line2)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      customerId,
      input.countryId,
      input.countryStateId,
      input.salutationId,
      input.title,
      input.firstName,
      input.lastName,
      input.company,
      input.department,
      input.street,
      input.zipcode,
      input.city,
      input.phoneNumber,
      input.additionalAddressLine1,
      input.additionalAddressLine2,
    ],
  );
}

/** Updates an address of a customer; answers whether a row changed. */
export async function updateAddress(
  db: Db,
  customerId: string,
  id: string,
  input: AddressInput,
): Promise<boolean> {
  const result = await db.query(
    `update commerce_customer_address set country_id = $3, country_state_id = $4, salutation_id = $5, title = $6,
       first_name = $7, last_name = $8, company = $9, department = $10, street = $11, zipcode = $12, city = $13,
       phone_number = $14, additional_address_line1 = $15, additional_address_line2 = $16, updated_at = now()
     where customer_id = $1 and id = $2`,
    [
      customerId,
      id,
      input.countryId,
      input.countryStateId,
      input.salutationId,
      input.title,
      input.firstName,
      input.lastName,
      input.company,
      input.department,
      input.street,
      input.zipcode,
      input.city,
      input.phoneNumber,
      input.additionalAddressLine1,
      input.additionalAddressLine2,
    ],
  );
  return (result.affectedRows ?? 0) > 0;
}

/** Deletes an address of a customer. */
export async function deleteAddress(db: Db, customerId: string, id: string): Promise<void> {
  await db.query("delete from commerce_customer_address where customer_id = $1 and id = $2", [
    customerId,
    id,
  ]);
}

/**
 * Carts by token, per database. The in-memory copy saves the read; every change is written through to the database
 * before the request is answered, so an acknowledged cart change survives a crash (SIGKILL included). A failed
 * write is an error for the request, never a silent success.
 */
const cartCaches = new WeakMap<object, Map<string, StoredCart>>();
const CART_CACHE_LIMIT = 20_000;
/** Databases that other processes write to as well: their carts are always read from the table. */
const sharedDatabases = new WeakSet<object>();

/** Keeps no copy of the database's carts: another process may change a cart between two requests. */
export function keepNoCartCopies(db: Database): void {
  sharedDatabases.add(db);
}

function cartCache(db: Db): Map<string, StoredCart> {
  let cache = cartCaches.get(db);
  if (!cache) {
    cache = new Map();
    cartCaches.set(db, cache);
  }
  return cache;
}

function remember(db: Db, cart: StoredCart): void {
  if (sharedDatabases.has(db)) return;
  const cache = cartCache(db);
  if (cache.size >= CART_CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.delete(cart.token);
  cache.set(cart.token, structuredClone(cart));
}

/** Upserts carts in one statement (one cart, or the carts of one group commit). */
async function writeCarts(db: Db, carts: { cart: StoredCart; customerId: string | null }[]): Promise<void> {
  await db.query(
    `insert into commerce_cart (token, customer_id, line_items, customer_comment, updated_at)
     select token, customer_id, line_items, customer_comment, clock_timestamp()
     from jsonb_to_recordset($1::jsonb) as w(token text, customer_id text, line_items jsonb, customer_comment text)
     on conflict (token) do update set customer_id = excluded.customer_id, line_items = excluded.line_items,
       customer_comment = excluded.customer_comment, updated_at = excluded.updated_at`,
    [
      JSON.stringify(
        carts.map(({ cart, customerId }) => ({
          token: cart.token,
          customer_id: customerId,
          line_items: cart.lineItems,
          customer_comment: cart.customerComment ?? null,
        })),
      ),
    ],
  );
}

/** Forgets cached carts of tokens (after a write through another handle, e.g. a transaction). */
export function forgetCachedCarts(db: Db, tokens: string[]): void {
  const cache = cartCache(db);
  for (const token of tokens) cache.delete(token);
}

/** The stored cart of a token (an empty one when there is none). */
export async function loadCart(db: Db, token: string): Promise<StoredCart> {
  const cached = cartCache(db).get(token);
  if (cached) return structuredClone(cached);
  const { rows } = await db.query<{
    lineItems: StoredLineItem[];
    customerComment: string | null;
  }>(
    `select line_items as "lineItems", customer_comment as "customerComment" from commerce_cart where token = $1`,
    [token],
  );
  const row = rows[0];
  const cart = {
    token,
    lineItems: row?.lineItems ?? [],
    customerComment: row?.customerComment ?? null,
  };
  remember(db, cart);
  return cart;
}

/** How a waiting cart write is settled. */
interface Settle {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Cart writes waiting for their statement, and the statement being written, by database handle. */
interface CartWrites {
  pending: Map<string, { cart: StoredCart; customerId: string | null; done: Settle[] }> | null;
  writing: Promise<void>;
}
const cartWrites = new WeakMap<object, CartWrites>();

/**
 * Writes a cart with the other carts saved at the same time, in one statement (group commit): the database works
 * one statement at a time, so shoppers adding at once wait for one write instead of queueing for one each. The
 * promise settles when the cart's row is written, as with a write of its own; a failed statement fails each of its
 * carts. (Inside a transaction, carts are written at once, by the transaction.)
 */
function writeCartGrouped(db: Database, cart: StoredCart, customerId: string | null): Promise<void> {
  let writes = cartWrites.get(db);
  if (!writes) {
    writes = { pending: null, writing: Promise.resolve() };
    cartWrites.set(db, writes);
  }
  const state = writes;
  if (!state.pending) {
    const pending: NonNullable<CartWrites["pending"]> = new Map();
    state.pending = pending;
    // After the requests that arrived with this one were read: they join the same statement.
    setImmediate(() => {
      state.writing = state.writing.then(async () => {
        state.pending = null;
        const entries = [...pending.values()];
        try {
          await writeCarts(db, entries);
          for (const entry of entries) for (const done of entry.done) done.resolve();
        } catch (error) {
          for (const entry of entries) for (const done of entry.done) done.reject(error);
        }
      });
    });
  }
  const pending = state.pending;
  return new Promise<void>((resolve, reject) => {
    const earlier = pending.get(cart.token);
    // A later save of the same cart in the same statement wins; both callers learn when it is written.
    pending.set(cart.token, { cart, customerId, done: [...(earlier?.done ?? []), { resolve, reject }] });
  });
}

/** The database itself, as opposed to an open transaction. */
const isDatabase = (db: Db): db is Database => typeof (db as Database).transaction === "function";

/** Stores the cart of a token: written through to the database, then kept in memory. */
export async function saveCart(db: Db, cart: StoredCart, customerId: string | null): Promise<void> {
  try {
    await (isDatabase(db) ? writeCartGrouped(db, cart, customerId) : writeCarts(db, [{ cart, customerId }]));
  } catch (error) {
    // The database and the cache must not disagree: the next read goes to the table.
    forgetCachedCarts(db, [cart.token]);
    throw error;
  }
  remember(db, cart);
}

/** Deletes the cart of a token. */
export async function deleteCart(db: Db, token: string): Promise<void> {
  forgetCachedCarts(db, [token]);
  await db.query("delete from commerce_cart where token = $1", [token]);
}

/** The newest saved cart of a customer from an earlier session. */
export async function savedCartOfCustomer(db: Db, customerId: string): Promise<StoredCart | undefined> {
  const { rows } = await db.query<{
    token: string;
    lineItems: StoredLineItem[];
    customerComment: string | null;
  }>(
    `select token, line_items as "lineItems", customer_comment as "customerComment" from commerce_cart
     where customer_id = $1 order by updated_at desc limit 1`,
    [customerId],
  );
  return rows[0];
}

/** Product ids on a customer's wishlist, newest first. */
export async function wishlistOf(
  db: Db,
  customerId: string,
): Promise<{ productId: string; createdAt: string }[]> {
  const { rows } = await db.query<{ productId: string; createdAt: string }>(
    `select product_id as "productId",
       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as "createdAt"
     from commerce_wishlist_product where customer_id = $1 order by created_at desc, product_id`,
    [customerId],
  );
  return rows;
}

/** Puts products on a customer's wishlist (already listed ones stay as they are); answers how many were new. */
export async function addToWishlist(db: Db, customerId: string, productIds: string[]): Promise<number> {
  let added = 0;
  for (const productId of productIds) {
    const result = await db.query(
      `insert into commerce_wishlist_product (customer_id, product_id) values ($1, $2)
       on conflict (customer_id, product_id) do nothing`,
      [customerId, productId],
    );
    added += result.affectedRows ?? 0;
  }
  return added;
}

/** Takes a product off a customer's wishlist; answers whether it was there. */
export async function removeFromWishlist(db: Db, customerId: string, productId: string): Promise<boolean> {
  const result = await db.query(
    "delete from commerce_wishlist_product where customer_id = $1 and product_id = $2",
    [customerId, productId],
  );
  return (result.affectedRows ?? 0) > 0;
}
