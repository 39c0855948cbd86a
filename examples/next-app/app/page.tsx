// The home page, a Server Component: it reads three products through a per-request Store API client.
import { entityList, ProductSchema } from "@vitrine/core/schemas";
import { storeApi } from "../lib/store-api.server";
import { ProductTile } from "./product-tile";

export default async function Home() {
  const client = await storeApi();
  const products = await client.post("/product-listing/home", {
    body: { limit: 3, order: "name-asc" },
    schema: entityList(ProductSchema),
  });
  return (
    <>
      <h1>Products</h1>
      <ul>
        {products.elements.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}
