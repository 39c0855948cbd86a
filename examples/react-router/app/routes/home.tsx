import { AddToCartForm } from "@vitrine/cart";
import { entityList, ProductSchema } from "@vitrine/core/schemas";
import { useLoaderData } from "react-router";
import { storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const products = await storeApi(request).post("/product-listing/home", {
    body: { limit: 3, order: "name-asc" },
    schema: entityList(ProductSchema),
  });
  return { products: products.elements };
}

export default function Home() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Products</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <h2>{product.translated?.name ?? product.name}</h2>
            <AddToCartForm context="listing" productId={product.id} />
          </li>
        ))}
      </ul>
    </>
  );
}
