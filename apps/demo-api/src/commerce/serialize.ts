import type { CountryInfo } from "./ports.js";
import type { AddressRow, CustomerRow } from "./store.js";

type Json = Record<string, unknown>;

/** Drops null and undefined fields: the schema types most optional strings as plain strings, not nullable. */
export function compact<T extends Json>(value: T): Json {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  );
}

/** Lookups the serializers embed (country, state and salutation entities). */
export interface EmbedLookups {
  countries: Map<string, CountryInfo>;
  salutations: Map<string, Json>;
  /** Salutation shown when none was chosen ("not_specified" when the catalogue has it). */
  defaultSalutation?: Json;
}

/** A customer address in the Store API shape, with country, state and salutation embedded. */
export function addressJson(
  address: AddressRow,
  lookups: EmbedLookups,
  defaults: { billing: string | null; shipping: string | null },
): Json {
  const country = lookups.countries.get(address.countryId);
  return compact({
    ...address,
    // The schema requires updatedAt on addresses; a never-changed address reports its creation time.
    updatedAt: address.updatedAt ?? address.createdAt,
    isDefaultBillingAddress: defaults.billing === address.id,
    isDefaultShippingAddress: defaults.shipping === address.id,
    country: country?.json,
    countryState: address.countryStateId ? country?.statesJson.get(address.countryStateId) : undefined,
    salutation:
      (address.salutationId && lookups.salutations.get(address.salutationId)) || lookups.defaultSalutation,
    customFields: {},
    apiAlias: "customer_address",
  });
}

/** A customer in the Store API shape, with the active and default addresses embedded. */
export function customerJson(
  customer: CustomerRow,
  addresses: AddressRow[],
  lookups: EmbedLookups,
  ids: { salesChannelId: string; languageId: string; groupId: string },
  active: { billingAddressId: string | null; shippingAddressId: string | null },
): Json {
  const defaults = { billing: customer.defaultBillingAddressId, shipping: customer.defaultShippingAddressId };
  const byId = new Map(addresses.map((address) => [address.id, address]));
  const pick = (id: string | null) => {
    const address = (id && byId.get(id)) || undefined;
    return address ? addressJson(address, lookups, defaults) : undefined;
  };
  const defaultBilling = pick(customer.defaultBillingAddressId);
  const defaultShipping = pick(customer.defaultShippingAddressId);
  return compact({
    id: customer.id,
    apiAlias: "customer",
    groupId: ids.groupId,
    salesChannelId: ids.salesChannelId,
    languageId: ids.languageId,
    customerNumber: customer.customerNumber,
    salutationId: customer.salutationId,
    salutation: customer.salutationId ? lookups.salutations.get(customer.salutationId) : undefined,
    title: customer.title,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    company: customer.company,
    accountType: customer.accountType,
    birthday: customer.birthday,
    guest: customer.guest,
    active: true,
    affiliateCode: customer.affiliateCode,
    campaignCode: customer.campaignCode,
    lastPaymentMethodId: customer.lastPaymentMethodId,
    defaultBillingAddressId: customer.defaultBillingAddressId,
    defaultShippingAddressId: customer.defaultShippingAddressId,
    defaultBillingAddress: defaultBilling,
    defaultShippingAddress: defaultShipping,
    activeBillingAddress: pick(active.billingAddressId) ?? defaultBilling,
    activeShippingAddress: pick(active.shippingAddressId) ?? defaultShipping,
    customFields: {},
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  });
}
