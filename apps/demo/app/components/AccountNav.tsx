import { Form, NavLink } from "react-router";
import { useShopPath } from "../lib/useShop";

/** The account pages' side navigation. */
export function AccountNav() {
  const path = useShopPath();
  return (
    <nav aria-label="Account" className="account-nav">
      <ul>
        <li>
          <NavLink to={path("/account")} end>
            Overview
          </NavLink>
        </li>
        <li>
          <NavLink to={path("/account/address")}>Addresses</NavLink>
        </li>
        <li>
          <NavLink to={path("/account/order")}>Orders</NavLink>
        </li>
        <li>
          <NavLink to={path("/wishlist")}>Wishlist</NavLink>
        </li>
      </ul>
      <Form method="post" action={path("/account/logout")}>
        <button type="submit" className="link-button">
          Log out
        </button>
      </Form>
    </nav>
  );
}
