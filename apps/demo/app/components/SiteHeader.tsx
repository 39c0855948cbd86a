import { AccountMenu, CategoryOffcanvas, FlyoutNavigation } from "@vitrine/navigation";
import { SearchForm } from "@vitrine/search";
import { Link, useLocation, useSubmit } from "react-router";
import type { RootData } from "../root";
import { HeaderCart } from "./HeaderCart";
import { HeaderWishlist } from "./HeaderWishlist";

/** The page header: menu button, logo, live search, account menu, wishlist, cart and the flyout navigation. */
export function SiteHeader({ data }: { data: RootData | undefined }) {
  const submit = useSubmit();
  const location = useLocation();
  const categories = data?.mainCategories ?? [];
  // On the search page the field shows the page's term.
  const term =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("search") ?? "") : "";
  const logout = () => {
    // The demo's logout route (POST) ends the session and revalidates the header; the provider emits `logout`.
    void submit(null, { method: "post", action: "/account/logout" });
  };
  return (
    <header className="site-header">
      <div className="container header-bar">
        {categories.length > 0 ? (
          <CategoryOffcanvas
            initialCategories={categories}
            className="header-menu-button"
            panelClassName="category-offcanvas"
          />
        ) : null}
        <Link to="/" className="logo" aria-label="Vitrine, home page">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 9h4l4 11 4-11h4l-6.2 15h-3.6z" fill="#fff" />
          </svg>
          <span>Vitrine</span>
        </Link>
        <SearchForm initialTerm={term} className="header-search" />
        <div className="header-actions">
          <AccountMenu
            customer={data?.customer ?? null}
            onLogout={logout}
            icon={<PersonIcon />}
            className="header-account"
          />
          <HeaderWishlist />
          <HeaderCart />
        </div>
      </div>
      {categories.length > 0 ? (
        <div className="main-nav">
          <div className="container">
            <FlyoutNavigation initialCategories={categories} />
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
