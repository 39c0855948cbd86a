import { Form, NavLink } from "react-router";
import { useDemoSnippet } from "../lib/snippets";
import { useShopPath } from "../lib/useShop";

/** The account pages' side navigation. */
export function AccountNav() {
  const t = useDemoSnippet();
  const path = useShopPath();
  return (
    <nav aria-label={t("demo.account.nav")} className="account-nav">
      <ul>
        <li>
          <NavLink to={path("/account")} end>
            {t("demo.account.overview")}
          </NavLink>
        </li>
        <li>
          <NavLink to={path("/account/address")}>{t("demo.page.addresses")}</NavLink>
        </li>
        <li>
          <NavLink to={path("/account/order")}>{t("demo.page.orders")}</NavLink>
        </li>
        <li>
          <NavLink to={path("/wishlist")}>{t("demo.page.wishlist")}</NavLink>
        </li>
      </ul>
      <Form method="post" action={path("/account/logout")}>
        <button type="submit" className="link-button">
          {t("demo.account.logout")}
        </button>
      </Form>
    </nav>
  );
}
