import { createHash } from "node:crypto";
import { hashPassword } from "../commerce/password.js";
import type { Database } from "../db/database.js";

/** The demo customer of the README: log in with these credentials. */
export const DEMO_CUSTOMER = {
  id: "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f50",
  customerNumber: "10001",
  email: "demo@vitrine.shop",
  password: "vitrine-demo",
  firstName: "Mia",
  lastName: "Muster",
  homeAddressId: "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f51",
  officeAddressId: "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f52",
} as const;

/** The demo customer's two saved cards (card payment tokenization). */
export const DEMO_CARD_TOKENS = [
  {
    id: "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f61",
    token: "tok_visa_4242",
    name: "Visa •••• 4242 (12/29)",
    gatewayCode: "VISA",
  },
  {
    id: "0d1e2f3a4b5c4d6e8f9a0b1c2d3e4f62",
    token: "tok_mc_5454",
    name: "Mastercard •••• 5454 (08/28)",
    gatewayCode: "MASTERCARD",
  },
] as const;

/** Catalogue ids the customer seed refers to. */
export interface CustomerSeedRefs {
  /** Germany. */
  countryId: string;
  /** A German state (Berlin), when the catalogue has states for Germany. */
  countryStateId: string | null;
  /** "Mrs." or any salutation. */
  salutationId: string | null;
}

/**
 * Seeds the demo customer with a German home address (default billing and shipping) and an office address.
 * Deterministic: fixed ids, and the password hash uses a salt derived from the e-mail address.
 */
export async function seedCustomers(db: Database, refs: CustomerSeedRefs): Promise<void> {
  const salt = createHash("sha256").update(DEMO_CUSTOMER.email).digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password, salt);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into commerce_customer (id, customer_number, email, guest, password_hash, salutation_id, first_name,
         last_name, default_billing_address_id, default_shipping_address_id, created_at)
       values ($1, $2, $3, false, $4, $5, $6, $7, $8, $8, '2026-01-15T09:00:00Z')
       on conflict (id) do nothing`,
      [
        DEMO_CUSTOMER.id,
        DEMO_CUSTOMER.customerNumber,
        DEMO_CUSTOMER.email,
        passwordHash,
        refs.salutationId,
        DEMO_CUSTOMER.firstName,
        DEMO_CUSTOMER.lastName,
        DEMO_CUSTOMER.homeAddressId,
      ],
    );
    const addresses = [
      [DEMO_CUSTOMER.homeAddressId, "Musterstraße 12", "10115", "Berlin", null, "2026-01-15T09:00:00Z"],
      [
        DEMO_CUSTOMER.officeAddressId,
        "Friedrichstraße 68",
        "10117",
        "Berlin",
        "Vitrine GmbH",
        "2026-01-15T09:00:01Z",
      ],
    ] as const;
    for (const [id, street, zipcode, city, company, createdAt] of addresses) {
      await tx.query(
        `insert into commerce_customer_address (id, customer_id, country_id, country_state_id, salutation_id,
           first_name, last_name, street, zipcode, city, company, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (id) do nothing`,
        [
          id,
          DEMO_CUSTOMER.id,
          refs.countryId,
          refs.countryStateId,
          refs.salutationId,
          DEMO_CUSTOMER.firstName,
          DEMO_CUSTOMER.lastName,
          street,
          zipcode,
          city,
          company,
          createdAt,
        ],
      );
    }
    for (const card of DEMO_CARD_TOKENS) {
      await tx.query(
        `insert into commerce_card_token (id, customer_id, token, name, gateway_code, expired)
         values ($1, $2, $3, $4, $5, false) on conflict (id) do nothing`,
        [card.id, DEMO_CUSTOMER.id, card.token, card.name, card.gatewayCode],
      );
    }
  });
}
