import type { Db } from "./store.js";

type Json = Record<string, unknown>;

/**
 * How long database-held records answer (issue 46 item 2; older ones are as good as gone and are swept when a new
 * one is written): a basic captcha code or session, an idempotency record, a share link.
 */
export const CAPTCHA_VALID = "30 minutes";
export const IDEMPOTENCY_VALID = "24 hours";
export const SHARE_VALID = "30 days";

/** Stores a new captcha code for a token and form (an earlier code and its session are replaced). */
export async function saveCaptcha(db: Db, token: string, formId: string, code: string): Promise<void> {
  await db.query(`delete from commerce_captcha where created_at <= now() - $1::interval`, [CAPTCHA_VALID]);
  await db.query(
    `insert into commerce_captcha (token, form_id, code, session, created_at) values ($1, $2, $3, null, now())
     on conflict (token, form_id) do update set code = excluded.code, session = null, created_at = now()`,
    [token, formId, code],
  );
}

/** The captcha code shown to a token for a form. */
export async function captchaCode(db: Db, token: string, formId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ code: string }>(
    "select code from commerce_captcha where token = $1 and form_id = $2 and created_at > now() - $3::interval",
    [token, formId, CAPTCHA_VALID],
  );
  return rows[0]?.code;
}

/** Forgets the captcha of a token and form. */
export async function deleteCaptcha(db: Db, token: string, formId: string): Promise<void> {
  await db.query("delete from commerce_captcha where token = $1 and form_id = $2", [token, formId]);
}

/** Marks a solved captcha with the session the form sends later. */
export async function setCaptchaSession(
  db: Db,
  token: string,
  formId: string,
  session: string,
): Promise<void> {
  await db.query("update commerce_captcha set session = $3 where token = $1 and form_id = $2", [
    token,
    formId,
    session,
  ]);
}

/** Uses a captcha session up; answers whether it was valid. */
export async function consumeCaptchaSession(
  db: Db,
  token: string,
  formId: string,
  session: string,
): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `delete from commerce_captcha where token = $1 and form_id = $2 and session = $3
       and created_at > now() - $4::interval returning true as ok`,
    [token, formId, session, CAPTCHA_VALID],
  );
  return Boolean(rows[0]);
}

/** A contact form message. */
export interface ContactMessage {
  id: string;
  token: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  comment: string;
}

/** Stores a contact form message. */
export async function insertContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.query(
    `insert into commerce_contact_message (id, token, salutation_id, first_name, last_name, email, phone, subject,
       comment) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      message.id,
      message.token,
      message.salutationId,
      message.firstName,
      message.lastName,
      message.email,
      message.phone,
      message.subject,
      message.comment,
    ],
  );
}

/** A saved card of a customer. */
export interface CardTokenRow {
  token: string;
  name: string;
  gatewayCode: string;
  expired: boolean;
}

/** Saved cards of a customer, oldest first. */
export async function cardTokensOf(db: Db, customerId: string): Promise<CardTokenRow[]> {
  const { rows } = await db.query<CardTokenRow>(
    `select token, name, gateway_code as "gatewayCode", expired from commerce_card_token
     where customer_id = $1 order by created_at, id`,
    [customerId],
  );
  return rows;
}

/** A customized products template row. */
export interface TemplateRow {
  productId: string;
  json: Json;
}

/** A customized products template by id. */
export async function templateRowById(db: Db, id: string): Promise<TemplateRow | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `select product_id as "productId", json from customized_products_template where id = $1`,
    [id],
  );
  return rows[0];
}

/** The customized products template that has an option. */
export async function templateRowByOption(db: Db, optionId: string): Promise<TemplateRow | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `select t.json, t.product_id as "productId" from customized_products_template t
     where exists (select 1 from jsonb_array_elements(t.json->'options') o where o->>'id' = $1)`,
    [optionId],
  );
  return rows[0];
}

/** Which of these upload ids exist. */
export async function knownUploadIds(db: Db, ids: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(
    "select id from commerce_upload where id = any($1::text[])",
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** An uploaded file. */
export interface UploadRow {
  id: string;
  token: string;
  optionId: string;
  /** The generated name the file is stored under. */
  fileName: string;
  /** The shopper's file name, for display only. */
  displayName: string;
  mimeType: string;
  size: number;
  data: Uint8Array;
}

/** Stores an uploaded file. */
export async function insertUpload(db: Db, upload: UploadRow): Promise<void> {
  await db.query(
    `insert into commerce_upload (id, token, option_id, file_name, display_name, mime_type, size, data)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      upload.id,
      upload.token,
      upload.optionId,
      upload.fileName,
      upload.displayName,
      upload.mimeType,
      upload.size,
      upload.data,
    ],
  );
}

/** Stores a shared configuration. */
export async function insertShare(db: Db, id: string, productId: string, configuration: Json): Promise<void> {
  await db.query("delete from commerce_share where created_at <= now() - $1::interval", [SHARE_VALID]);
  await db.query("insert into commerce_share (id, product_id, configuration) values ($1, $2, $3::jsonb)", [
    id,
    productId,
    JSON.stringify(configuration),
  ]);
}

/** A shared configuration by id. */
export async function shareById(db: Db, id: string): Promise<Json | undefined> {
  const { rows } = await db.query<{ configuration: Json }>(
    "select configuration from commerce_share where id = $1 and created_at > now() - $2::interval",
    [id, SHARE_VALID],
  );
  return rows[0]?.configuration;
}

/** Deletes a shared configuration (one-time shares after their first use); answers whether this call did. */
export async function deleteShare(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query("delete from commerce_share where id = $1 returning id", [id]);
  return rows.length === 1;
}

/** The stored result of an idempotent request (token, operation, key), if the key was seen. */
export async function idempotentResult(
  db: Db,
  token: string,
  scope: string,
  key: string,
): Promise<Json | undefined> {
  const { rows } = await db.query<{ result: Json }>(
    `select result from commerce_idempotency
     where token = $1 and scope = $2 and key = $3 and created_at > now() - $4::interval`,
    [token, scope, key, IDEMPOTENCY_VALID],
  );
  return rows[0]?.result;
}

/** Stores the result of an idempotent request; a key keeps its first result. */
export async function storeIdempotentResult(
  db: Db,
  token: string,
  scope: string,
  key: string,
  result: Json,
): Promise<void> {
  await db.query("delete from commerce_idempotency where created_at <= now() - $1::interval", [
    IDEMPOTENCY_VALID,
  ]);
  await db.query(
    `insert into commerce_idempotency (token, scope, key, result) values ($1, $2, $3, $4::jsonb)
     on conflict (token, scope, key) do nothing`,
    [token, scope, key, JSON.stringify(result)],
  );
}

/**
 * A secret every backend process on this database shares (the captchas' HMAC key): the first process to ask makes
 * it, every later one reads it.
 */
export async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.query("insert into demo_secret (name, value) values ($1, $2) on conflict (name) do nothing", [
    name,
    make(),
  ]);
  const { rows } = await db.query<{ value: string }>("select value from demo_secret where name = $1", [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`demo-api: secret ${name} could not be stored`);
  return value;
}

/**
 * Marks a proof as used until `expiresAt` (epoch ms); answers whether this was its first use, over every process.
 * Expired marks are swept on the way.
 */
export async function useOnce(db: Db, id: string, now: number, expiresAt: number): Promise<boolean> {
  await db.query("delete from captcha_used where expires_at <= $1", [now]);
  const { rows } = await db.query(
    "insert into captcha_used (id, expires_at) values ($1, $2) on conflict (id) do nothing returning id",
    [id, expiresAt],
  );
  return rows.length === 1;
}
