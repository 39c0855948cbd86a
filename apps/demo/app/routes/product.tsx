import { CartSchema, type Media, type Product } from "@vitrine/core/schemas";
import { quantityBounds, translated } from "@vitrine/core/utils";
import { ProductGallery } from "@vitrine/gallery-zoom";
import {
  BuyBox,
  MoreInfoButton,
  ProductTabs,
  useProductTabs,
  useProductView,
  VariantConfigurator,
} from "@vitrine/product";
import { WishlistButton } from "@vitrine/wishlist";
import { Link, redirect } from "react-router";
import { AccessoriesBuyForm } from "../components/AccessoriesBuyForm";
import { Breadcrumb, type Crumb } from "../components/Breadcrumb";
import { CartBuyForm } from "../components/CartBuyForm";
import { ProductCardSlider } from "../components/ProductCardSlider";
import { ProductImage } from "../components/ProductImage";
import { ProductVariantForm } from "../components/ProductVariantForm";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { buyFormFields, cartMessages } from "../lib/cart";
import { categoryCrumbs } from "../lib/category";
import { nameOf, plainText, productName } from "../lib/format";
import {
  buyBoxProduct,
  leanConfigurator,
  leanMedia,
  readCrossSellings,
  variantRedirectUrl,
} from "../lib/product.server";
import { pageTitle } from "../lib/shop";
import {
  errorMessage,
  optional,
  readCategory,
  readProduct,
  storeApi,
  toRouteError,
} from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import productStyles from "../styles/product-page.css?url";
import type { Route } from "./+types/product";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: productStyles }];

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

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { product, configurator } = await readProduct(context, params.productId).catch((error: unknown) =>
    toRouteError(error, "product"),
  );
  // A variant chosen without JavaScript (the configurator's GET form): move to that variant's page.
  const variantUrl = await variantRedirectUrl(context, new URL(request.url), product, configurator);
  if (variantUrl) throw redirect(variantUrl);
  const categoryId = product.seoCategory?.id ?? product.categoryTree?.at(-1) ?? product.categoryIds?.[0];
  const [category, crossSellings] = await Promise.all([
    categoryId ? optional(readCategory(context, categoryId), null) : null,
    readCrossSellings(context, product.id),
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
  return {
    product: {
      id: product.id,
      parentId: product.parentId ?? null,
      optionIds: product.optionIds ?? product.options?.map((option) => option.id) ?? [],
      productNumber: product.productNumber ?? null,
      description: translated(product, "description") ?? "",
      manufacturer: product.manufacturer ? nameOf(product.manufacturer) : "",
    },
    buy: buyBoxProduct(product),
    configurator: product.parentId ? leanConfigurator(configurator) : [],
    name: productName(product),
    media: media.map(leanMedia).filter((entry): entry is NonNullable<typeof entry> => entry !== null),
    crumbs,
    crossSellings: crossSellings.sliders,
    accessories: crossSellings.accessories,
    properties: [...properties.entries()].map(([group, values]) => ({ group, values: values.join(", ") })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const { productId, quantity } = buyFormFields(form, params.productId);
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
  const { product, buy, configurator, name, media, crumbs, crossSellings, accessories, properties } =
    loaderData;
  const { description, manufacturer } = product;
  const tabIds = properties.length > 0 ? ["description", "properties"] : ["description"];
  const tabs = useProductTabs({ tabIds });
  // Analytics' view_item: the product with its category path (the breadcrumb without the product itself) and
  // its variant's options (item_variant).
  useProductView(
    {
      ...buy,
      id: product.id,
      parentId: product.parentId,
      productNumber: product.productNumber,
      optionIds: product.optionIds,
      translated: { name },
      manufacturer: product.manufacturer ? { translated: { name: product.manufacturer } } : null,
    } as unknown as Product,
    crumbs.slice(0, -1).map((crumb) => crumb.label),
    configurator,
  );
  const bounds = quantityBounds(buy);
  return (
    <div className="container page product-page">
      <Breadcrumb items={crumbs} />
      <div className="product-layout">
        <div className="product-gallery">
          {media.length > 0 ? (
            <ProductGallery key={product.id} media={media} sizes="(min-width: 992px) 600px, 100vw" />
          ) : (
            <ProductImage image={null} alt={name} sizes="100vw" className="gallery-image" />
          )}
        </div>
        <div className="product-purchase">
          {manufacturer ? <p className="eyebrow">{manufacturer}</p> : null}
          <h1 className="product-title">{name}</h1>
          {product.productNumber ? <p className="muted">Product number: {product.productNumber}</p> : null}
          {product.parentId && configurator.length > 0 ? (
            <ProductVariantForm productId={product.id}>
              <VariantConfigurator
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
              // @vitrine/cart's buy form; without JavaScript it posts to this route's action. A product with
              // accessories gets the accessories block above it; they are added with the product in one request.
              accessories.length > 0 ? (
                <AccessoriesBuyForm
                  accessories={accessories}
                  mainPrice={buy}
                  productId={productId}
                  pageProductId={product.id}
                  quantity={quantity}
                  setQuantity={setQuantity}
                  bounds={bounds}
                />
              ) : (
                <CartBuyForm
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
      <ProductTabs
        className="product-tabs"
        state={tabs}
        tabs={[
          {
            id: "description",
            label: "Description",
            content: description ? (
              // The description is the shop's own HTML from its CMS, rendered as the shop wrote it.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: product descriptions are shop-authored HTML
              <div className="prose" dangerouslySetInnerHTML={{ __html: description }} />
            ) : (
              <p>No description yet.</p>
            ),
          },
          ...(properties.length > 0
            ? [
                {
                  id: "properties",
                  label: "Properties",
                  content: (
                    <table className="properties-table">
                      <caption className="vitrine-visually-hidden">Properties</caption>
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
      {crossSellings.map((crossSelling) => (
        <div key={crossSelling.id} className="product-cross-selling">
          <ProductCardSlider
            products={crossSelling.products}
            title={crossSelling.name}
            label={crossSelling.name}
          />
        </div>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "product", action: "index" } };
