import type { Database } from "../db/database.js";
import { StoreApiException, storeApiErrorEntry } from "../errors.js";

/** One step of a time backoff: from `limit` attempts on, the next waits `seconds` after the last accepted one. */
export interface BackoffStep {
  limit: number;
  seconds: number;
}

/** A throttle policy: Shopware's `time_backoff` (config/packages/shopware.yaml, `shopware.api.rate_limiter`). */
export interface BackoffPolicy {
  /** The key's prefix in the table (one policy's keys never meet another's). */
  name: string;
  steps: readonly BackoffStep[];
  /** A key starts afresh after this long without an accepted attempt. */
  resetSeconds: number;
  /** The error code of a refused attempt. */
  code: string;
  message(seconds: number): string;
}

const DAY = 24 * 60 * 60;
const tooManyRequests = (seconds: number) => `Too many requests, try again in ${seconds} seconds.`;
/** Shopware's `login` limits: 10 free, then 10 s, from 15 on 30 s, from 20 on 60 s between attempts. */
const LOGIN_STEPS = [
  { limit: 10, seconds: 10 },
  { limit: 15, seconds: 30 },
  { limit: 20, seconds: 60 },
];
/** Shopware's `reset_password`, `contact_form` and `newsletter_form` limits: 3 free, then 30, 60, 90 s. */
const FORM_STEPS = [
  { limit: 3, seconds: 30 },
  { limit: 5, seconds: 60 },
  { limit: 10, seconds: 90 },
];

function formPolicy(name: string, steps: readonly BackoffStep[] = FORM_STEPS): BackoffPolicy {
  return { name, steps, resetSeconds: DAY, code: "FRAMEWORK__RATE_LIMIT_EXCEEDED", message: tooManyRequests };
}

/**
 * The policies of the demo backend. Login and password recovery are keyed by e-mail and client address together
 * (Shopware's LoginRoute and SendPasswordRecoveryMailRoute); the forms by client address alone.
 */
export const POLICIES = {
  login: {
    name: "login",
    steps: LOGIN_STEPS,
    resetSeconds: DAY,
    code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
    message: (seconds: number) => `Too many login attempts. Try again in ${seconds} seconds.`,
  },
  // Shopware's `guest_login`: a guest opening its order with the deep link code, e-mail and zip code.
  guestLogin: {
    name: "guest_login",
    steps: LOGIN_STEPS,
    resetSeconds: DAY,
    code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
    message: (seconds: number) => `Too many login attempts. Try again in ${seconds} seconds.`,
  },
  recovery: formPolicy("reset_password"),
  contact: formPolicy("contact_form"),
  newsletter: formPolicy("newsletter_form"),
  review: formPolicy("product_review"),
  // Shopware limits neither; a shopper registers once and uploads a few files, a script many.
  register: formPolicy("customer_register", LOGIN_STEPS),
  upload: formPolicy("customized_upload", LOGIN_STEPS),
} satisfies Record<string, BackoffPolicy>;

/** Failed logins (over all accounts) a client address may have before its logins are slowed down. */
export const SPRAY_FREE_FAILURES = 20;
/** The longest delay of a login from a spraying address. */
export const SPRAY_MAX_DELAY_MS = 4_000;
/** A spraying address is forgotten an hour after its last failure. */
const SPRAY_FORGET_SECONDS = 60 * 60;

/** How long attempt number `count` must wait after the last accepted one (Shopware's TimeBackoff::getLimit). */
export function backoffSeconds(steps: readonly BackoffStep[], count: number): number | undefined {
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    if (!next && count >= step.limit) return step.seconds;
    if (next && count > step.limit && count <= next.limit) return step.seconds;
  }
  return undefined;
}

/** The delay of a login from an address with this many failed logins: 250 ms at the ceiling, doubling, capped. */
export function sprayDelayMs(failures: number): number {
  if (failures < SPRAY_FREE_FAILURES) return 0;
  return Math.min(SPRAY_MAX_DELAY_MS, 250 * 2 ** (failures - SPRAY_FREE_FAILURES));
}

/** The 429 of a refused attempt, with `Retry-After` in seconds. */
function refusal(policy: BackoffPolicy, seconds: number): StoreApiException {
  const error = new StoreApiException(429, [
    storeApiErrorEntry(429, policy.code, policy.message(seconds), undefined, { parameters: { seconds } }),
  ]);
  return Object.assign(error, { headers: { "retry-after": String(seconds) } });
}

/**
 * Throttles in the database (table `rate_limit`), so that every backend process sees the same counts: plain
 * parameterised SQL that runs on PGlite and on a PostgreSQL server alike (the row is locked while it is read and
 * written). Times are epoch milliseconds.
 */
export class RateLimiter {
  private writes = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt under a key, or throws the policy's 429 (with `Retry-After`) when the key must wait;
   * a refused attempt does not count (as Shopware's TimeBackoffLimiter).
   */
  async consume(policy: BackoffPolicy, key: string): Promise<void> {
    const id = `${policy.name}:${key}`;
    const now = this.now();
    const wait = await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into rate_limit (key, attempts, last_at, expires_at) values ($1, 0, 0, 0)
         on conflict (key) do nothing`,
        [id],
      );
      const { rows } = await tx.query<{ attempts: number; lastAt: string; expiresAt: string }>(
        `select attempts, last_at as "lastAt", expires_at as "expiresAt" from rate_limit where key = $1 for update`,
        [id],
      );
      const row = rows[0];
      const fresh = !row || Number(row.expiresAt) <= now;
      const attempts = fresh ? 0 : row.attempts;
      const seconds = backoffSeconds(policy.steps, attempts + 1);
      const readyAt = fresh || seconds === undefined ? 0 : Number(row.lastAt) + seconds * 1000;
      if (readyAt > now) return Math.max(1, Math.ceil((readyAt - now) / 1000));
      await tx.query("update rate_limit set attempts = $2, last_at = $3, expires_at = $4 where key = $1", [
        id,
        attempts + 1,
        now,
        now + policy.resetSeconds * 1000,
      ]);
      return 0;
    });
    await this.sweep(now);
    if (wait > 0) throw refusal(policy, wait);
  }

  /** Forgets a key (a successful login, a password set with a recovery link). */
  async reset(policy: BackoffPolicy, key: string): Promise<void> {
    await this.db.query("delete from rate_limit where key = $1", [`${policy.name}:${key}`]);
  }

  /** Records a failed login from an address (over all accounts); answers the address's failures so far. */
  async loginFailedFrom(address: string): Promise<number> {
    const now = this.now();
    const { rows } = await this.db.query<{ attempts: number }>(
      `insert into rate_limit (key, attempts, last_at, expires_at) values ($1, 1, $2, $3)
       on conflict (key) do update set
         attempts = case when rate_limit.expires_at <= $2 then 1 else rate_limit.attempts + 1 end,
         last_at = $2, expires_at = $3
       returning attempts`,
      [`login_address:${address}`, now, now + SPRAY_FORGET_SECONDS * 1000],
    );
    return rows[0]?.attempts ?? 1;
  }

  /** How long a login from this address waits before its password is checked (0 below the ceiling). */
  async loginDelayFor(address: string): Promise<number> {
    const { rows } = await this.db.query<{ attempts: number }>(
      "select attempts from rate_limit where key = $1 and expires_at > $2",
      [`login_address:${address}`, this.now()],
    );
    return sprayDelayMs(rows[0]?.attempts ?? 0);
  }

  /** Now and then, expired keys are deleted (any process may do it). */
  private async sweep(now: number): Promise<void> {
    this.writes += 1;
    if (this.writes % 200 !== 0) return;
    await this.db.query("delete from rate_limit where expires_at <= $1", [now]);
  }
}
