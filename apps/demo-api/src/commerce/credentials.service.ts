import { randomBytes } from "node:crypto";
import { errorEntry, fail, notLoggedIn, type StoreApiErrorEntry, StoreApiException } from "../errors.js";
import { newId } from "../validation.js";
import { PASSWORD_MIN_LENGTH } from "./account.service.js";
import { hashPassword, verifyPassword } from "./password.js";
import { POLICIES } from "./rate-limiter.js";
import type { CommerceService, Session } from "./service.js";
import { type CustomerRow, registeredCustomerByEmail } from "./store.js";

/** How long a recovery hash is valid (Shopware: two hours). */
export const RECOVERY_VALID_MS = 2 * 60 * 60 * 1000;

/** A validated change-password request. */
export interface ChangePasswordInput {
  password: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/** A validated change-email request. */
export interface ChangeEmailInput {
  email: string;
  emailConfirmation: string;
  password: string;
}

/** The checks of a new password: long enough and equal to its confirmation (pointer on `newPassword`). */
function newPasswordProblems(newPassword: string, confirmation: string): StoreApiErrorEntry[] {
  const problems: StoreApiErrorEntry[] = [];
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    problems.push(
      errorEntry(
        400,
        "VIOLATION::TOO_SHORT_ERROR",
        `This value is too short. It should have ${PASSWORD_MIN_LENGTH} characters or more.`,
        "/newPassword",
      ),
    );
  }
  if (newPassword !== confirmation) {
    problems.push(
      errorEntry(
        400,
        "VIOLATION::NOT_EQUAL_ERROR",
        "The password and its confirmation differ.",
        "/newPassword",
      ),
    );
  }
  return problems;
}

function passwordWrong(): StoreApiErrorEntry {
  return errorEntry(400, "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT", "Your password is wrong", "/password");
}

/** A registered (not guest) customer: Shopware's change and review routes refuse guests like anonymous shoppers. */
export function registeredCustomer(session: Session): CustomerRow {
  if (!session.customer || session.customer.guest) notLoggedIn();
  return session.customer;
}

/** Passwords and e-mail of an account: change password, change e-mail, password recovery (hash with expiry). */
export class CredentialsService {
  constructor(private readonly service: CommerceService) {}

  private get db() {
    return this.service.db;
  }

  private async setPassword(customerId: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.query("update commerce_customer set password_hash = $2, updated_at = now() where id = $1", [
        customerId,
        hash,
      ]);
      // A new password makes every open recovery link useless.
      await tx.query("delete from commerce_customer_recovery where customer_id = $1", [customerId]);
    });
  }

  /** Changes the password of the logged-in customer (current password required). */
  async changePassword(session: Session, input: ChangePasswordInput): Promise<void> {
    const customer = registeredCustomer(session);
    const problems = newPasswordProblems(input.newPassword, input.newPasswordConfirm);
    if (!(await verifyPassword(input.password, customer.passwordHash))) problems.push(passwordWrong());
    if (problems.length) throw new StoreApiException(400, problems);
    await this.setPassword(customer.id, input.newPassword);
  }

  /** Changes the e-mail address of the logged-in customer (confirmation and current password required; unique). */
  async changeEmail(session: Session, input: ChangeEmailInput): Promise<void> {
    const customer = registeredCustomer(session);
    const problems: StoreApiErrorEntry[] = [];
    if (input.email.toLowerCase() !== input.emailConfirmation.toLowerCase()) {
      problems.push(
        errorEntry(
          400,
          "VIOLATION::NOT_EQUAL_ERROR",
          "The e-mail address and its confirmation differ.",
          "/email",
        ),
      );
    }
    const owner = await registeredCustomerByEmail(this.db, input.email);
    if (owner && owner.id !== customer.id) {
      problems.push(
        errorEntry(
          400,
          "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
          `The email address ${input.email} is already in use.`,
          "/email",
        ),
      );
    }
    if (!(await verifyPassword(input.password, customer.passwordHash))) problems.push(passwordWrong());
    if (problems.length) throw new StoreApiException(400, problems);
    await this.db.query("update commerce_customer set email = $2, updated_at = now() where id = $1", [
      customer.id,
      input.email,
    ]);
  }

  /**
   * Starts a password recovery: a registered customer with this e-mail gets a new hash (valid two hours; the
   * mail with the link is not sent by the demo). The answer never tells whether the e-mail exists.
   */
  async sendRecovery(email: string, clientAddress: string): Promise<void> {
    // Shopware's SendPasswordRecoveryMailRoute: every request counts, per e-mail and client address.
    await this.service.limiter.consume(POLICIES.recovery, `${email.toLowerCase()}-${clientAddress}`);
    const customer = await registeredCustomerByEmail(this.db, email);
    if (!customer) return;
    const hash = randomBytes(16).toString("hex");
    await this.db.query(
      `insert into commerce_customer_recovery (id, customer_id, hash, created_at) values ($1, $2, $3, $4)
       on conflict (customer_id) do update set id = excluded.id, hash = excluded.hash, created_at = excluded.created_at`,
      [newId(), customer.id, hash, this.service.now().toISOString()],
    );
  }

  /** The recovery of a hash: 404 `CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH` when there is none. */
  private async recovery(hash: string): Promise<{ customerId: string; email: string; expired: boolean }> {
    const { rows } = await this.db.query<{ customerId: string; email: string; createdAt: Date }>(
      `select r.customer_id as "customerId", c.email, r.created_at as "createdAt"
       from commerce_customer_recovery r join commerce_customer c on c.id = r.customer_id where r.hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row) fail(404, "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH", `No customer with the hash "${hash}" found.`);
    const age = this.service.now().getTime() - new Date(row.createdAt).getTime();
    return { customerId: row.customerId, email: row.email, expired: age > RECOVERY_VALID_MS };
  }

  /** Whether a recovery hash has expired (404 for an unknown hash). */
  async isExpired(hash: string): Promise<boolean> {
    return (await this.recovery(hash)).expired;
  }

  /** Sets a new password with a recovery hash; the hash is used up. Expired: 410 `CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED`. */
  async resetPassword(
    hash: string,
    newPassword: string,
    confirmation: string,
    clientAddress: string,
  ): Promise<void> {
    const problems = newPasswordProblems(newPassword, confirmation);
    if (problems.length) throw new StoreApiException(400, problems);
    const recovery = await this.recovery(hash);
    if (recovery.expired)
      fail(410, "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED", `The hash "${hash}" is expired.`);
    await this.setPassword(recovery.customerId, newPassword);
    // As Shopware's ResetPasswordRoute: a changed password lifts the login and recovery limits of the account
    // from this address.
    const key = `${recovery.email.toLowerCase()}-${clientAddress}`;
    await this.service.limiter.reset(POLICIES.login, key);
    await this.service.limiter.reset(POLICIES.recovery, key);
  }
}
