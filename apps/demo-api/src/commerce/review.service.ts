import { fail } from "../errors.js";
import { SALES_CHANNEL } from "../seed/ids.js";
import { newId } from "../validation.js";
import type { CommerceService } from "./service.js";
import type { CustomerRow } from "./store.js";

type Json = Record<string, unknown>;

/** A stored product review. */
export interface ReviewRow {
  id: string;
  productId: string;
  customerId: string | null;
  salesChannelId: string | null;
  languageId: string | null;
  externalUser: string | null;
  title: string;
  content: string;
  points: number;
  status: boolean;
  comment: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** A validated review as a customer writes it. */
export interface ReviewInput {
  id?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  title: string;
  content: string;
  points: number;
}

const TIME = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"')`;

const REVIEW_COLUMNS = `id, product_id as "productId", customer_id as "customerId", sales_channel_id as "salesChannelId",
  language_id as "languageId", external_user as "externalUser", title, content, points::float8 as points, status,
  comment, ${TIME("created_at")} as "createdAt", ${TIME("updated_at")} as "updatedAt"`;

/** The Store API `product_review` entity (the author's e-mail and customer id stay private). */
export function reviewJson(row: ReviewRow): Json {
  return {
    id: row.id,
    productId: row.productId,
    productVersionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
    salesChannelId: row.salesChannelId ?? SALES_CHANNEL.id,
    languageId: row.languageId ?? SALES_CHANNEL.languageId,
    externalUser: row.externalUser,
    title: row.title,
    content: row.content,
    points: Number(row.points),
    status: row.status,
    comment: row.comment,
    customFields: null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    apiAlias: "product_review",
  };
}

/** Product reviews: read (active ones and the reader's own) and write (one per customer and product). */
export class ReviewService {
  constructor(private readonly service: CommerceService) {}

  /** Reviews of a product and its variants: the active ones, plus the logged-in customer's own, newest first. */
  async reviewsOf(productId: string, customerId: string | null): Promise<ReviewRow[]> {
    const { rows } = await this.service.db.query<ReviewRow>(
      `select ${REVIEW_COLUMNS} from product_review
       where product_id in (select id from product where id = $1 or parent_id = $1)
         and (status or ($2::text is not null and customer_id = $2))
       order by created_at desc, id`,
      [productId, customerId],
    );
    return rows;
  }

  /**
   * Saves the review of a registered customer. A customer has one review per product: writing again
   * updates it (and it waits for approval again, as Shopware saves every review with status false).
   */
  async save(customer: CustomerRow, productId: string, input: ReviewInput): Promise<void> {
    const db = this.service.db;
    const { rows } = await db.query("select id from product where id = $1 and active", [productId]);
    if (!rows.length) fail(404, "PRODUCT__PRODUCT_NOT_FOUND", `Product for id ${productId} not found.`);
    if (input.id) {
      const own = await db.query(
        "select id from product_review where id = $1 and customer_id = $2 and product_id = $3",
        [input.id, customer.id, productId],
      );
      if (!own.rows.length) {
        fail(
          400,
          "VIOLATION::ENTITY_DOES_NOT_EXIST",
          `The product_review entity with id ${input.id} does not exist.`,
          "/id",
        );
      }
    }
    await db.query(
      `insert into product_review (id, product_id, customer_id, sales_channel_id, language_id, external_user,
         external_email, title, content, points, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, now())
       on conflict (customer_id, product_id) where customer_id is not null do update set
         external_user = excluded.external_user, external_email = excluded.external_email, title = excluded.title,
         content = excluded.content, points = excluded.points, status = false, updated_at = now()`,
      [
        newId(),
        productId,
        customer.id,
        SALES_CHANNEL.id,
        SALES_CHANNEL.languageId,
        input.name?.trim() || customer.firstName,
        input.email?.trim() || customer.email,
        input.title,
        input.content,
        input.points,
      ],
    );
  }
}
