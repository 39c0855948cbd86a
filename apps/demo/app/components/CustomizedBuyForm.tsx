import {
  CustomizedProductForm,
  type RestoredChoices,
  type Template,
  useCustomizedProduct,
} from "@vitrine/customized-products";

/**
 * The buy form of a product with a Swag Customized Products template: `@vitrine/customized-products`' configurator
 * (every option, the price box, the buy button into the off-canvas cart, sharing), restored from a share link.
 */
export function CustomizedBuyForm({
  template,
  productId,
  unitPrice,
  bounds,
  restore,
}: {
  template: Template;
  productId: string;
  /** The product's gross unit price. */
  unitPrice: number;
  bounds: { min: number; max: number };
  restore: RestoredChoices | null;
}) {
  const controls = useCustomizedProduct({ template, productId, unitPrice, quantity: bounds.min, restore });
  return <CustomizedProductForm controls={controls} minPurchase={bounds.min} maxPurchase={bounds.max} />;
}
