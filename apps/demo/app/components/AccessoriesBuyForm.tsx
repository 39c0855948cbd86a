import { Accessories, type AccessoriesResponse, useAccessories } from "@vitrine/accessories";
import type { ProductSummary } from "@vitrine/core/schemas";
import { CartBuyForm } from "./CartBuyForm";

/**
 * The product page's buy form with the accessories block (`@vitrine/accessories`) above it: the chosen
 * accessories and bundle items go with the product in one add-to-cart request, checked before sending.
 */
export function AccessoriesBuyForm({
  accessories: initialData,
  mainPrice,
  ...form
}: Parameters<typeof CartBuyForm>[0] & {
  /** The product's accessory and bundle cross-sellings (from the loader). */
  accessories: AccessoriesResponse;
  /** The product's prices (the total with accessories starts from them). */
  mainPrice: Pick<ProductSummary, "calculatedPrice" | "calculatedPrices">;
}) {
  const accessories = useAccessories({
    productId: form.pageProductId,
    mainQuantity: form.quantity,
    mainPrice,
    initialData,
  });
  return (
    <>
      <Accessories accessories={accessories} className="product-accessories" />
      <CartBuyForm
        {...form}
        items={form.productId ? accessories.lineItems(form.productId) : []}
        beforeAdd={accessories.validate}
      />
    </>
  );
}
