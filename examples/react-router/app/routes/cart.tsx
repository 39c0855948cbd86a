import { CartSchema } from "@vitrine/core/schemas";
import { Breadcrumb } from "@vitrine/navigation";
import { useLoaderData } from "react-router";
import { storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/cart";

export async function loader({ request }: Route.LoaderArgs) {
  return { cart: await storeApi(request).get("/checkout/cart", { schema: CartSchema }) };
}

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumb items={[{ name: "Home", href: "/" }, { name: "Shopping cart" }]} />
      <h1>Shopping cart</h1>
      <ul>
        {cart.lineItems.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </ul>
    </>
  );
}
