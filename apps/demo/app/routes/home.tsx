import { Link } from "react-router";
import { ProductCardSlider } from "../components/ProductCardSlider";
import { ProductImage } from "../components/ProductImage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { categoryPath, nameOf, productPath } from "../lib/format";
import { SHOP_NAME } from "../lib/shop";
import { isNotFound, readListing, readNavigation, toRouteError } from "../lib/store-api.server";
import { productCardView } from "../lib/view";
import type { PageHandle } from "../lib/wishlist";
import productStyles from "../styles/home-page.css?url";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: productStyles }];

export function meta() {
  return [
    { title: `${SHOP_NAME}: well-made things for every day` },
    {
      name: "description",
      content: "Browse the Vitrine demo shop: server-rendered React on the Shopware 6 Store API.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  // A shop without a main navigation still has a home page; a backend that is down does not.
  const navigation = await readNavigation(context, "main-navigation", 1).catch((error: unknown) =>
    isNotFound(error) ? [] : toRouteError(error),
  );
  const categories = navigation.filter((entry) => entry.visible !== false).slice(0, 3);
  const sliders = await Promise.all(
    categories.map(async (category) => {
      const listing = await readListing(context, category.id, { limit: 8, p: 1 }).catch((error: unknown) =>
        toRouteError(error),
      );
      return { id: category.id, name: nameOf(category), products: listing.elements.map(productCardView) };
    }),
  );
  const featured = sliders.find((slider) => slider.products.length > 0)?.products[0] ?? null;
  return { sliders: sliders.filter((slider) => slider.products.length > 0), featured };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sliders, featured } = loaderData;
  const firstCategory = sliders[0];
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">New season, fair prices</p>
            <h1 id="hero-title">Well-made things for every day</h1>
            <p className="hero-lead">
              Hand-picked products, free returns within 30 days and delivery in 2–3 working days.
            </p>
            <div className="button-row">
              {firstCategory ? (
                <Link className="button button-primary button-large" to={categoryPath(firstCategory.id)}>
                  Shop {firstCategory.name}
                </Link>
              ) : null}
              <Link className="button button-secondary button-large" to="/search?search=new">
                Search the shop
              </Link>
            </div>
          </div>
          {featured ? (
            <Link to={productPath(featured.id)} className="hero-feature">
              <ProductImage
                image={featured.image}
                alt={featured.name}
                sizes="(min-width: 992px) 420px, 80vw"
                priority
                className="hero-image"
              />
              <span className="hero-feature-caption">
                <span className="hero-feature-label">Featured</span> {featured.name}
              </span>
            </Link>
          ) : null}
        </div>
      </section>
      <ul className="container usp-list" aria-label="Why shop with us">
        <li>Free shipping from €50</li>
        <li>30 days free returns</li>
        <li>Secure payment</li>
        <li>Service from real people</li>
      </ul>
      {sliders.map((slider) => (
        <div key={slider.id} className="container product-slider home-slider">
          <div className="section-head">
            <h2 id={`slider-${slider.id}`}>{slider.name}</h2>
            <Link to={categoryPath(slider.id)} className="section-link">
              Show all<span className="vitrine-visually-hidden"> in {slider.name}</span>
            </Link>
          </div>
          <ProductCardSlider products={slider.products} label={slider.name} />
        </div>
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "navigation", action: "home" } };
