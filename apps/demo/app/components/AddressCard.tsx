import type { Address } from "@vitrine/core/schemas";
import { nameOf } from "../lib/format";
import { useDemoSnippet } from "../lib/snippets";

/** An address as a postal block. */
export function AddressBlock({ address }: { address: Address | null | undefined }) {
  const t = useDemoSnippet();
  if (!address) return <p className="muted">{t("demo.address.none")}</p>;
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
