import type { Address } from "@vitrine/core/schemas";
import { nameOf } from "../lib/format";

/** An address as a postal block. */
export function AddressBlock({ address }: { address: Address | null | undefined }) {
  if (!address) return <p className="muted">No address yet.</p>;
  return (
    <address className="address">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.zipcode} {address.city}
      {address.country ? (
        <>
          <br />
          {nameOf(address.country)}
        </>
      ) : null}
    </address>
  );
}
