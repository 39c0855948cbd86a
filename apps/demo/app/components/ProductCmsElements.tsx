// The demo's product page elements: the buy box with the variant configurator, the accessories, the cart's buy
// form and the wishlist; the description tabs with the properties; the cross-selling sliders of demo cards.
// Loaded lazily by the product page's layout.
import { defineCmsElement } from "@vitrine/cms";
import { cmsHtml } from "@vitrine/cms/html";
import { useMoney } from "@vitrine/core";
import { lazyOnInteraction } from "@vitrine/core/interaction-island";
import { LazyPart } from "@vitrine/core/lazy-part";
import { quantityBounds } from "@vitrine/core/utils";
import { lazyWhenVisible, VisibleIsland } from "@vitrine/core/visible-island";
import { BuyBox, MoreInfoButton, ProductTabs, useProductTabs } from "@vitrine/product";
import type { VariantConfiguratorProps } from "@vitrine/product/variants";
import { WishlistButton } from "@vitrine/wishlist/widget";
import { lazy, memo, Suspense, useEffect } from "react";
import { Link } from "react-router";
import type { BuyBoxData, DemoCrossSellingData, DemoDescriptionData } from "../lib/cms.server";
import { useProductPage } from "../lib/product-page";
import { useDemoSnippet } from "../lib/snippets";
import { useShopPath } from "../lib/useShop";
import type { CartBuyFormProps } from "./CartBuyForm";
import { ProductVariantForm } from "./ProductVariantForm";

// Only products with accessories load the accessories block, and only products with a template the configurator
// (their server HTML stays while the chunk loads, and a click on it meanwhile is replayed once it works).
const AccessoriesBuyForm = lazy(() =>
  import("./AccessoriesBuyForm").then((module) => ({ default: module.AccessoriesBuyForm })),
);
const crossSellingSliders = lazyWhenVisible("cross-selling", () =>
  import("./CrossSellingSliders").then((module) => module.CrossSellingSliders),
);
const CustomizedBuyForm = lazy(() =>
  import("./CustomizedBuyForm").then((module) => ({ default: module.CustomizedBuyForm })),
);

// The variant configurator's code loads on the shopper's first interaction with it (the pointer over it, the focus, a
// choice): its server HTML is the GET form that works without it, and a choice made meanwhile is switched to.
const variantsIsland = lazyOnInteraction("variants", () =>
  import("@vitrine/product/variants").then((module) => module.VariantConfigurator),
);
/** The island with props that stay the same while the page does (the loader's): an update never reaches it early. */
const LazyVariantConfigurator = memo(function LazyVariantConfigurator(props: VariantConfiguratorProps) {
  return <VisibleIsland island={variantsIsland} props={props} />;
});

// The buy form's code (the cart's add form with its quantity stepper) loads on the shopper's first interaction (the
// pointer over it, a press, the focus, a typed quantity): its server HTML is the POST form that works without it, an
// "Add to shopping cart" pressed meanwhile is sent by the hydrated form, a quantity typed meanwhile is taken over and
// a "+" or "−" pressed meanwhile is pressed again once it works (`LazyPart`).
const buyFormIsland = lazyOnInteraction("buy-form", () =>
  import("./CartBuyForm").then((module) => module.CartBuyFormPart),
);
/**
 * The buy form's island, rendered again only when what its props say changed: the buy box hands a new quantity
 * setter (doing the same) and the page new bounds (of the same values) on each render, and an update must not
 * reach the island before it hydrated.
 */
const LazyCartBuyForm = memo(
  function LazyCartBuyForm(props: CartBuyFormProps) {
    return <VisibleIsland island={buyFormIsland} props={props} />;
  },
  (before, after) =>
    before.productId === after.productId &&
    before.pageProductId === after.pageProductId &&
    before.quantity === after.quantity &&
    before.bounds.min === after.bounds.min &&
    before.bounds.max === after.bounds.max &&
    before.bounds.step === after.bounds.step,
);

/** `buy-box`: product number, variant configurator, buy box with the cart's form (and accessories), wishlist. */
export const DemoBuyBox = defineCmsElement<BuyBoxData>(function DemoBuyBox({ data }) {
  const money = useMoney();
  const path = useShopPath();
  const t = useDemoSnippet();
  const page = useProductPage();
  if (!data || !page) return null;
  const { product, tabs, accessories, customized, actionData, name } = page;
  const buy = data.product;
  const configurator = data.configuratorSettings ?? [];
  const bounds = quantityBounds(buy);
  return (
    <div className="product-purchase">
      {product.productNumber ? (
        <p className="muted">{t("demo.product.productNumber", { number: product.productNumber })}</p>
      ) : null}
      {product.parentId && configurator.length > 0 ? (
        <ProductVariantForm productId={product.id}>
          <LazyVariantConfigurator
            parentId={product.parentId}
            configurator={configurator}
            selectedOptionIds={product.optionIds}
          />
        </ProductVariantForm>
      ) : null}
      <BuyBox
        key={product.id}
        product={buy}
        showQuantity={false}
        buyButton={({ productId, quantity, setQuantity }) =>
          // @vitrine/cart's buy form; without JavaScript it posts to the route's action. A product with
          // accessories gets the accessories block above it; they are added with the product in one request. A
          // product with a customized-products template gets the configurator as its buy form. Both load lazily.
          customized && productId ? (
            <Suspense fallback={null}>
              <LazyPart>
                <CustomizedBuyForm
                  // A share or edit link on the same product page starts the configurator from its configuration.
                  key={customized.source}
                  template={customized.template}
                  restore={customized.restore}
                  notice={customized.notice}
                  productId={productId}
                  unitPrice={buy.calculatedPrice?.unitPrice ?? 0}
                  bounds={bounds}
                />
              </LazyPart>
            </Suspense>
          ) : accessories.length > 0 ? (
            <Suspense fallback={null}>
              <LazyPart>
                <AccessoriesBuyForm
                  accessories={accessories}
                  mainPrice={buy}
                  productId={productId}
                  pageProductId={product.id}
                  quantity={quantity}
                  setQuantity={setQuantity}
                  bounds={bounds}
                />
              </LazyPart>
            </Suspense>
          ) : (
            <LazyCartBuyForm
              productId={productId}
              pageProductId={product.id}
              quantity={quantity}
              setQuantity={setQuantity}
              bounds={bounds}
            />
          )
        }
      >
        <MoreInfoButton tabs={tabs} className="button button-link" />
      </BuyBox>
      <div className="product-wishlist">
        <WishlistButton productId={product.id} className="wishlist-toggle" />
      </div>
      <div className="form-messages">
        {actionData?.ok ? (
          <p role="status" className="notice notice-success">
            {t("demo.product.added", { quantity: actionData.quantity, name })}{" "}
            <Link to={path("/checkout/cart")}>{t("demo.product.goToCart")}</Link>
          </p>
        ) : null}
        {actionData && actionData.messages.length > 0 ? (
          <div role="alert" className="notice notice-danger">
            {actionData.messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>
      <ul className="trust-list">
        {/* The shop's free-shipping threshold is set in euro; written in the page language. */}
        <li>{t("demo.product.freeShipping", { amount: money(50, "EUR") })}</li>
        <li>{t("demo.product.returns")}</li>
      </ul>
    </div>
  );
});

/** `product-description-reviews`: the description and the properties in `@vitrine/product`'s tabs. */
export const DemoDescription = defineCmsElement<DemoDescriptionData>(function DemoDescription({ data }) {
  const page = useProductPage();
  const t = useDemoSnippet();
  const properties = data?.properties ?? [];
  // The tabs' state is the element's own: a tab change re-renders the description only (lib/product-page.ts).
  const tabs = useProductTabs({
    tabIds: properties.length > 0 ? ["description", "properties"] : ["description"],
  });
  const channel = page?.tabs;
  useEffect(() => {
    if (!channel) return;
    channel.reveal = tabs.reveal;
  }, [channel, tabs.reveal]);
  if (!data || !page) return null;
  const description = data.product.description;
  return (
    <ProductTabs
      className="product-tabs"
      state={tabs}
      tabs={[
        {
          id: "description",
          label: t("demo.product.description"),
          content: description ? (
            // The shop's HTML through the CMS text sanitiser: allowed tags only, no scripts, handlers or
            // javascript: links, internal links through the router.
            <div className="prose">{cmsHtml(description)}</div>
          ) : (
            <p>{t("demo.product.noDescription")}</p>
          ),
        },
        ...(properties.length > 0
          ? [
              {
                id: "properties",
                label: t("demo.product.properties"),
                content: (
                  <table className="properties-table">
                    <caption className="vitrine-visually-hidden">{t("demo.product.properties")}</caption>
                    <tbody>
                      {properties.map((property) => (
                        <tr key={property.group}>
                          <th scope="row">{property.group}</th>
                          <td>{property.values}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ),
              },
            ]
          : []),
      ]}
    />
  );
});

/**
 * `cross-selling`: one slider of demo cards per cross-selling (the loader's lean card views). Below the fold: the
 * sliders' code (slider, cards, their buy forms) loads when they come near the viewport; their server HTML shows,
 * with working links and buy forms, until then.
 */
export const DemoCrossSelling = defineCmsElement<DemoCrossSellingData>(({ data }) =>
  data?.crossSellings.length ? (
    <VisibleIsland island={crossSellingSliders} props={{ crossSellings: data.crossSellings }} />
  ) : null,
);
