import type { Cart } from "@vitrine/core/schemas";
import {
  AccountMenu,
  CategoryOffcanvas,
  FlyoutNavigation,
  type NavigationCategory,
} from "@vitrine/navigation";
import { Link, useLocation, useSubmit } from "react-router";
import { useDemoSnippet } from "../lib/snippets";
import { useShopPath } from "../lib/useShop";
import { HeaderCart } from "./HeaderCart";
import { HeaderSearch } from "./HeaderSearch";
import { HeaderSwitchers, type HeaderSwitchersProps } from "./HeaderSwitchers";
import { HeaderWishlist } from "./HeaderWishlist";

/** Props of {@link SiteHeader}: exactly what it renders. */
export interface SiteHeaderProps {
  /** The main navigation (flyout and category off-canvas), lean. */
  categories: NavigationCategory[];
  /** The logged-in customer's greeting name, or null for guests. */
  customer: { firstName: string } | null;
  /** The root loader's cart (header widget and off-canvas cart). */
  cart: Cart | null;
  /** Whether the shop answered the root loader (no browser reads of the cart when it did not). */
  backendAvailable: boolean;
  /** The language and currency switchers' lists. */
  switchers: HeaderSwitchersProps;
}

/** The page header: the language and currency top bar, menu button, logo, live search, account menu, wishlist, cart and the flyout navigation. */
export function SiteHeader({ categories, customer, cart, backendAvailable, switchers }: SiteHeaderProps) {
  const path = useShopPath();
  const submit = useSubmit();
  const location = useLocation();
  const t = useDemoSnippet();
  // On the search page the field shows the page's term.
  const term =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("search") ?? "") : "";
  const logout = (form?: HTMLFormElement) => {
    // The provider emits `logout` when the session ends. The logout form posts to the demo's logout route, which ends the session; through the router, the header
    // revalidates without a full page load. Without JavaScript the form posts itself.
    if (form) void submit(form);
  };
  return (
    <header className="site-header">
      <HeaderSwitchers {...switchers} />
      <div className="container header-bar">
        {categories.length > 0 ? (
          <CategoryOffcanvas
            initialCategories={categories}
            fallbackHref="#main-navigation"
            className="header-menu-button"
            panelClassName="category-offcanvas"
          />
        ) : null}
        <Link to={path("/")} className="logo" aria-label={t("demo.logo")}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 9h4l4 11 4-11h4l-6.2 15h-3.6z" fill="#fff" />
          </svg>
          <span>Vitrine</span>
        </Link>
        <HeaderSearch term={term} />
        <div className="header-actions">
          <AccountMenu
            customer={customer}
            logoutAction={path("/account/logout")}
            onLogout={logout}
            icon={<PersonIcon />}
            className="header-account"
          />
          <HeaderWishlist />
          <HeaderCart initialCart={cart} load={backendAvailable} />
        </div>
      </div>
      {categories.length > 0 ? (
        <div className="main-nav">
          <div className="container">
            <FlyoutNavigation id="main-navigation" initialCategories={categories} />
          </div>
        </div>
      ) : null}
    </header>
  );
}

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4.5 20.5a7.5 7.5 0 0 1 15 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
