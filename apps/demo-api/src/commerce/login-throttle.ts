import { StoreApiException, storeApiErrorEntry } from "../errors.js";

/** Failed logins an account may have before each further attempt waits (the delay doubles per attempt). */
export const ACCOUNT_FREE_ATTEMPTS = 5;
/** Failed logins a client address may have (over all accounts) before it waits. */
export const ADDRESS_FREE_ATTEMPTS = 20;
/** The longest wait, in seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** After this long without a failure, a key starts afresh. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

/**
 * Login throttling per account (e-mail) and per client address: after the free attempts, every further attempt
 * (refused ones included) locks the key for a doubling delay (1 s, 2 s, 4 s, … up to 15 minutes); a locked key answers
 * 429 `CHECKOUT__CUSTOMER_AUTH_THROTTLED` with `Retry-After`. A successful login clears the account.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    /** The error a locked key answers (password recovery uses Shopware's rate limit error). */
    private readonly refusal: { code: string; message: (seconds: number) => string } = {
      code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
      message: (seconds) => `Too many login attempts. Try again in ${seconds} seconds.`,
    },
  ) {}

  /** Throws the 429 when the account or the address is locked; a refused attempt counts as a failure. */
  check(account: string, address: string): void {
    const now = this.now();
    const keys = this.keys(account, address);
    const locked = keys.some(([key]) => (this.entries.get(key)?.lockedUntil ?? 0) > now);
    if (!locked) return;
    for (const [key, free] of keys) this.fail(key, free, now);
    const until = Math.max(...keys.map(([key]) => this.entries.get(key)?.lockedUntil ?? 0));
    const seconds = Math.max(1, Math.ceil((until - now) / 1000));
    const error = new StoreApiException(429, [
      storeApiErrorEntry(429, this.refusal.code, this.refusal.message(seconds), undefined, {
        parameters: { seconds },
      }),
    ]);
    throw Object.assign(error, { headers: { "retry-after": String(seconds) } });
  }

  /** Records a failed login of an account from an address. */
  failed(account: string, address: string): void {
    const now = this.now();
    for (const [key, free] of this.keys(account, address)) this.fail(key, free, now);
  }

  /** Clears an account after a successful login. */
  succeeded(account: string): void {
    this.entries.delete(`account:${account.toLowerCase()}`);
  }

  private keys(account: string, address: string): [string, number][] {
    return [
      [`account:${account.toLowerCase()}`, ACCOUNT_FREE_ATTEMPTS],
      [`address:${address}`, ADDRESS_FREE_ATTEMPTS],
    ];
  }

  private fail(key: string, free: number, now: number): void {
    let entry = this.entries.get(key);
    if (!entry || now - entry.lastAt > FORGET_AFTER_MS) entry = { failures: 0, lockedUntil: 0, lastAt: now };
    entry.failures += 1;
    entry.lastAt = now;
    if (entry.failures >= free) {
      const delay = Math.min(MAX_DELAY_SECONDS, 2 ** (entry.failures - free)) * 1000;
      entry.lockedUntil = now + delay;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Bounded memory: the oldest keys go first.
    if (this.entries.size > 50_000) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
