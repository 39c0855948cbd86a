import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Breadcrumb, type Crumb } from "../components/Breadcrumb";
import { Price } from "../components/Price";
import { ProductImage } from "../components/ProductImage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { cartMessages } from "../lib/cart";
import { categoryCrumbs } from "../lib/category";
import { money, nameOf, plainText, productName, productPath } from "../lib/format";
import { CartSchema, type Media, type Product } from "../lib/schemas";
import { pageTitle } from "../lib/shop";
import {
  errorMessage,
  field,
  findVariant,
  optional,
  readCategory,
  readProduct,
  storeApi,
  toRouteError,
} from "../lib/store-api.server";
import { useCurrency } from "../lib/useShop";
import { type ImageView, imageView, type PriceView, priceView } from "../lib/view";
import type { Route } from "./+types/product";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Product") }];
  return [
    { title: pageTitle(loaderData.name) },
    {
      name: "description",
      content: plainText(loaderData.product.description).slice(0, 160),
    },
  ];
}

interface VariantGroup {
  id: string;
  name: string;
  options: { id: string; name: string; href: string | null; selected: boolean }[];
}

/** Every option of every configurator group as a link to the variant it leads to (no JavaScript needed). */
async function variantGroups(
  context: Route.LoaderArgs["context"],
  product: Product,
  configurator: {
    id: string;
    name?: string | null;
    translated?: { name?: string | null } | null;
    options?: { id: string; name?: string | null; translated?: { name?: string | null } | null }[] | null;
  }[],
): Promise<VariantGroup[]> {
  const parentId = product.parentId;
  const selected = new Set(product.optionIds ?? product.options?.map((option) => option.id) ?? []);
  if (!parentId || configurator.length === 0) return [];
  return Promise.all(
    configurator.map(async (group) => {
      const groupOptionIds = new Set((group.options ?? []).map((option) => option.id));
      const others = [...selected].filter((id) => !groupOptionIds.has(id));
      const options = await Promise.all(
        (group.options ?? []).map(async (option) => {
          if (selected.has(option.id))
            return { id: option.id, name: nameOf(option), href: productPath(product.id), selected: true };
          const variantId = await optional(
            findVariant(context, parentId, [...others, option.id], group.id),
            undefined,
          );
          return {
            id: option.id,
            name: nameOf(option),
            href: variantId ? productPath(variantId) : null,
            selected: false,
          };
        }),
      );
      return { id: group.id, name: nameOf(group), options };
    }),
  );
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { product, configurator } = await readProduct(context, params.productId).catch((error: unknown) =>
    toRouteError(error, "product"),
  );
  const categoryId = product.seoCategory?.id ?? product.categoryTree?.at(-1) ?? product.categoryIds?.[0];
  const [category, variants] = await Promise.all([
    categoryId ? optional(readCategory(context, categoryId), null) : null,
    variantGroups(context, product, configurator ?? []).catch(() => []),
  ]);
  const media = (product.media ?? [])
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => entry.media)
    .filter((entry): entry is Media => Boolean(entry));
  const cover = product.cover?.media;
  if (cover && !media.some((entry) => entry.url === cover.url)) media.unshift(cover);
  const properties = new Map<string, string[]>();
  for (const property of product.properties ?? []) {
    const group = property.group ? nameOf(property.group) : "Details";
    properties.set(group, [...(properties.get(group) ?? []), nameOf(property)]);
  }
  const crumbs: Crumb[] = [...(category ? categoryCrumbs(category) : []), { label: productName(product) }];
  const tiers = (product.calculatedPrices ?? [])
    .map(priceView)
    .filter((price): price is PriceView => price !== null);
  const stock = product.availableStock ?? product.stock ?? 0;
  const minPurchase = product.minPurchase ?? 1;
  return {
    product: {
      id: product.id,
      productNumber: product.productNumber ?? null,
      description: product.translated?.description ?? product.description ?? "",
      manufacturer: product.manufacturer ? nameOf(product.manufacturer) : "",
      price: tiers[0] ?? priceView(product.calculatedPrice),
      tiers: tiers.length > 1 ? tiers : [],
      available: product.available !== false && !(product.isCloseout && stock < minPurchase),
      deliveryTime: product.deliveryTime ? nameOf(product.deliveryTime) : "",
      minPurchase,
      purchaseSteps: product.purchaseSteps ?? 1,
      maxPurchase: product.maxPurchase ?? (stock > 0 ? stock : undefined),
    },
    name: productName(product),
    media: media.map(imageView).filter((image): image is ImageView => image !== null),
    crumbs,
    variants,
    properties: [...properties.entries()].map(([group, values]) => ({ group, values: values.join(", ") })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const quantity = Math.max(1, Number.parseInt(field(form, "quantity"), 10) || 1);
  const productId = field(form, "productId") || params.productId;
  try {
    const cart = await storeApi(context).post("/checkout/cart/line-item", {
      body: {
        items: [
          {
            id: productId,
            referencedId: productId,
            type: "product",
            quantity,
            stackable: true,
            removable: true,
          },
        ],
      },
      schema: CartSchema,
    });
    const problems = cartMessages(cart).filter((message) => message.level >= 10);
    return { ok: true, quantity, messages: problems.map((problem) => problem.message) };
  } catch (error) {
    return { ok: false, quantity, messages: [errorMessage(error, "The product could not be added.")] };
  }
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const currency = useCurrency();
  const navigation = useNavigation();
  const { product, name, media, crumbs, variants, properties } = loaderData;
  const [active, setActive] = useState(0);
  const shown = media[active] ?? media[0];
  const { description, manufacturer, minPurchase, available, deliveryTime } = product;
  const adding = navigation.state !== "idle" && navigation.formAction?.startsWith("/detail/");
  return (
    <div className="container page">
      <Breadcrumb items={crumbs} />
      <div className="product-layout">
        <section className="gallery" aria-label="Product images">
          <div className="gallery-stage">
            <ProductImage
              key={shown?.url}
              image={shown}
              alt={shown?.alt ?? name}
              sizes="(min-width: 992px) 600px, 100vw"
              priority={active === 0}
              className="gallery-image"
            />
          </div>
          {media.length > 1 ? (
            <ul className="gallery-thumbs">
              {media.map((entry, index) => (
                <li key={entry.url}>
                  <button
                    type="button"
                    className="gallery-thumb"
                    aria-label={`Show image ${index + 1} of ${media.length}`}
                    aria-pressed={index === active}
                    onClick={() => setActive(index)}
                  >
                    <ProductImage image={entry} alt="" sizes="80px" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <div className="buy-box">
          {manufacturer ? <p className="eyebrow">{manufacturer}</p> : null}
          <h1 className="product-title">{name}</h1>
          {product.productNumber ? <p className="muted">Product number: {product.productNumber}</p> : null}
          <Price price={product.price} currency={currency} className="price-large" />
          <p className="muted small">Prices incl. VAT plus shipping costs</p>
          {product.tiers.length > 1 ? (
            <table className="price-brackets">
              <caption className="vitrine-visually-hidden">Prices by quantity</caption>
              <thead>
                <tr>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit price</th>
                </tr>
              </thead>
              <tbody>
                {product.tiers.map((price, index, list) => {
                  const from = index === 0 ? 1 : (list[index - 1]?.quantity ?? 0) + 1;
                  return (
                    <tr key={`${price.quantity}-${price.unitPrice}`}>
                      <td>{index === list.length - 1 ? `from ${from}` : `${from}–${price.quantity}`}</td>
                      <td>{money(price.unitPrice, currency)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : null}
          {variants.map((group) => (
            <fieldset key={group.id} className="variant-group">
              <legend>{group.name}</legend>
              <ul>
                {group.options.map((option) => (
                  <li key={option.id}>
                    {option.href && !option.selected ? (
                      <Link to={option.href} replace preventScrollReset className="variant-option">
                        {option.name}
                      </Link>
                    ) : (
                      <span
                        className="variant-option"
                        aria-current={option.selected ? "true" : undefined}
                        data-unavailable={option.href ? undefined : true}
                      >
                        {option.name}
                        {option.href ? null : (
                          <span className="vitrine-visually-hidden"> (not available)</span>
                        )}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          <p className={`delivery ${available ? "delivery-ok" : "delivery-no"}`}>
            {available
              ? `Available immediately${deliveryTime ? `, delivery time ${deliveryTime}` : ""}`
              : "Currently not available"}
          </p>
          <Form method="post" className="buy-form" id="productDetailPageBuyProductForm">
            <input type="hidden" name="productId" value={product.id} />
            <label htmlFor="buy-quantity" className="vitrine-visually-hidden">
              Quantity
            </label>
            <input
              id="buy-quantity"
              className="quantity-input"
              type="number"
              name="quantity"
              inputMode="numeric"
              defaultValue={minPurchase}
              min={minPurchase}
              step={product.purchaseSteps}
              max={product.maxPurchase}
            />
            <button
              type="submit"
              className="button button-primary button-large"
              disabled={!available || adding}
            >
              Add to shopping cart
            </button>
          </Form>
          <div className="form-messages">
            {actionData?.ok ? (
              <p role="status" className="notice notice-success">
                {actionData.quantity} × {name} added to your shopping cart.{" "}
                <Link to="/checkout/cart">Go to the cart</Link>
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
            <li>Free shipping from €50</li>
            <li>30 days free returns</li>
          </ul>
        </div>
      </div>
      <div className="product-details">
        <section aria-labelledby="description-title" className="product-description">
          <h2 id="description-title">Description</h2>
          {description ? (
            // The description is the shop's own HTML from its CMS, rendered as the shop wrote it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: product descriptions are shop-authored HTML
            <div className="prose" dangerouslySetInnerHTML={{ __html: description }} />
          ) : (
            <p>No description yet.</p>
          )}
        </section>
        {properties.length > 0 ? (
          <section aria-labelledby="properties-title" className="product-properties">
            <h2 id="properties-title">Properties</h2>
            <table className="properties-table">
              <tbody>
                {properties.map((property) => (
                  <tr key={property.group}>
                    <th scope="row">{property.group}</th>
                    <td>{property.values}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
