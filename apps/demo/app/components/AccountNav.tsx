import { Form, NavLink } from "react-router";

/** The account pages' side navigation. */
export function AccountNav() {
  return (
    <nav aria-label="Account" className="account-nav">
      <ul>
        <li>
          <NavLink to="/account" end>
            Overview
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/address">Addresses</NavLink>
        </li>
        <li>
          <NavLink to="/account/order">Orders</NavLink>
        </li>
        <li>
          <NavLink to="/wishlist">Wishlist</NavLink>
        </li>
      </ul>
      <Form method="post" action="/account/logout">
        <button type="submit" className="link-button">
          Log out
        </button>
      </Form>
    </nav>
  );
}
