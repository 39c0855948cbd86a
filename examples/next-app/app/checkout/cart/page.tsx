// The cart page, a Server Component: the shopper's cart read for this request.
import { readCart } from "../../../lib/store-api.server";

export default async function CartPage() {
  const cart = await readCart();
  return (
    <>
      <h1>Shopping cart</h1>
      <ul>
        {cart.lineItems?.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </ul>
    </>
  );
}
