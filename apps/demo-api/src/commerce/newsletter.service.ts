import { createHash, randomBytes } from "node:crypto";
import { errorEntry, StoreApiException } from "../errors.js";
import { newId } from "../validation.js";
import type { CommerceService } from "./service.js";

/** A recipient's status, as Shopware's `NewsletterStatus`: waiting for its confirmation, confirmed, direct, gone. */
export type NewsletterStatus = "notSet" | "optIn" | "optOut" | "direct";

/** What `POST /newsletter/subscribe` asks for (Shopware's `option`). */
export type NewsletterOption = "subscribe" | "direct" | "unsubscribe" | "confirmSubscribe";

/** A validated subscribe request. */
export interface NewsletterSubscribeInput {
  email: string;
  option: NewsletterOption;
  storefrontUrl: string;
  salutationId?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  hash?: string | undefined;
}

/** The `em` parameter of the confirmation link: the SHA-1 of the e-mail address, as Shopware builds it. */
export function emailHash(email: string): string {
  return createHash("sha1").update(email).digest("hex");
}

/** A recipient row. */
interface RecipientRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  hash: string;
}

const recipientNotFound = (pointer: string) =>
  new StoreApiException(400, [
    errorEntry(
      400,
      "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND",
      "The newsletter recipient was not found.",
      pointer,
    ),
  ]);

/**
 * The demo's newsletter (Shopware's NewsletterSubscribeRoute, ConfirmRoute, UnsubscribeRoute): recipients in the
 * embedded database; `subscribe` is a double opt-in (status `notSet` and a hash for the confirmation link, whose
 * mail the demo does not send), `direct` is confirmed at once, confirming needs the hash and the address's hash.
 */
export class NewsletterService {
  constructor(private readonly service: CommerceService) {}

  private async recipient(email: string): Promise<RecipientRow | undefined> {
    const { rows } = await this.service.db.query<RecipientRow>(
      "select id, email, status, hash from newsletter_recipient where email = $1",
      [email],
    );
    return rows[0];
  }

  /**
   * The newsletter status of an address (Shopware's AccountNewsletterRecipientRoute: the recipient's status, or
   * `undefined` when the address never subscribed).
   */
  async statusOf(email: string): Promise<NewsletterStatus | "undefined"> {
    return (await this.recipient(email))?.status ?? "undefined";
  }

  /** Subscribes (double opt-in or direct), confirms with a hash, or unsubscribes; answers the new status. */
  async subscribe(input: NewsletterSubscribeInput): Promise<NewsletterStatus> {
    const email = input.email.toLowerCase();
    if (input.option === "unsubscribe") {
      await this.unsubscribe(email);
      return "optOut";
    }
    if (input.option === "confirmSubscribe") {
      await this.confirm(input.hash ?? "", emailHash(email));
      return "optIn";
    }
    if (input.salutationId && !(await this.service.lookups()).salutations.has(input.salutationId)) {
      throw new StoreApiException(400, [
        errorEntry(400, "VIOLATION::SALUTATION_NOT_FOUND", "Unknown salutation.", "/salutationId"),
      ]);
    }
    const existing = await this.recipient(email);
    // A confirmed address stays confirmed: subscribing again changes nothing (no second mail).
    if (existing && (existing.status === "optIn" || existing.status === "direct")) return existing.status;
    const status: NewsletterStatus = input.option === "direct" ? "direct" : "notSet";
    await this.service.db.query(
      `insert into newsletter_recipient
         (id, email, status, hash, salutation_id, first_name, last_name, storefront_url, confirmed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, case when $3 = 'direct' then now() end)
       on conflict (email) do update set status = excluded.status, hash = excluded.hash,
         salutation_id = excluded.salutation_id, first_name = excluded.first_name,
         last_name = excluded.last_name, storefront_url = excluded.storefront_url,
         confirmed_at = excluded.confirmed_at, updated_at = now()`,
      [
        newId(),
        email,
        status,
        randomBytes(16).toString("hex"),
        input.salutationId ?? null,
        input.firstName ?? null,
        input.lastName ?? null,
        input.storefrontUrl,
      ],
    );
    return status;
  }

  /** Confirms a double opt-in: the hash of the link and the address's hash (`em`) must match one recipient. */
  async confirm(hash: string, em: string): Promise<void> {
    const { rows } = await this.service.db.query<RecipientRow>(
      "select id, email, status, hash from newsletter_recipient where hash = $1",
      [hash],
    );
    const recipient = rows[0];
    if (!recipient || emailHash(recipient.email) !== em || recipient.status === "optOut")
      throw recipientNotFound("/hash");
    await this.service.db.query(
      `update newsletter_recipient set status = 'optIn', confirmed_at = coalesce(confirmed_at, now()),
         updated_at = now() where id = $1`,
      [recipient.id],
    );
  }

  /** Takes an address off the list (status `optOut`); an unknown address answers 400. */
  async unsubscribe(email: string): Promise<void> {
    const { rows } = await this.service.db.query(
      "update newsletter_recipient set status = 'optOut', updated_at = now() where email = $1 returning id",
      [email.toLowerCase()],
    );
    if (!rows[0]) throw recipientNotFound("/email");
  }
}
