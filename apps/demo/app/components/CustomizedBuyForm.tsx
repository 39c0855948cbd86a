import {
  CustomizedProductForm,
  type RestoredChoices,
  type Template,
  useCustomizedProduct,
} from "@vitrine/customized-products";
import { useDemoSnippet } from "../lib/snippets";

/**
 * The buy form of a product with a Swag Customized Products template: `@vitrine/customized-products`' configurator
 * (every option, the price box, the buy button into the off-canvas cart, sharing), restored from a share link or
 * from the cart's "Change configuration" link (then adding replaces that cart line).
 */
export function CustomizedBuyForm({
  template,
  productId,
  unitPrice,
  bounds,
  restore,
  notice,
}: {
  template: Template;
  productId: string;
  /** The product's gross unit price. */
  unitPrice: number;
  bounds: { min: number; max: number };
  restore: RestoredChoices | null;
  /** Why a link's configuration was not restored. */
  notice: string | null;
}) {
  const t = useDemoSnippet();
  const controls = useCustomizedProduct({ template, productId, unitPrice, quantity: bounds.min, restore });
  return (
    <>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : restore?.oldHash ? (
        <p className="notice" role="status">
          {t("demo.customized.replacing")}
        </p>
      ) : null}
      <CustomizedProductForm controls={controls} minPurchase={bounds.min} maxPurchase={bounds.max} />
    </>
  );
}
