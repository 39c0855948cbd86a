import { Form, Link, NavLink } from "react-router";
import { categoryPath, money } from "../lib/format";
import type { RootData } from "../root";

/** The page header: logo, search, account menu, wishlist, cart and the main navigation. */
export function SiteHeader({ data }: { data: RootData | undefined }) {
  const cart = data?.cart ?? { count: 0, total: 0 };
  const currency = data?.currency ?? "EUR";
  const navigation = data?.mainNavigation ?? [];
  const cartLabel = `Shopping cart, ${cart.count} ${cart.count === 1 ? "item" : "items"}, ${money(cart.total, currency)}`;
  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="logo" aria-label="Vitrine, home page">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 9h4l4 11 4-11h4l-6.2 15h-3.6z" fill="#fff" />
          </svg>
          <span>Vitrine</span>
        </Link>
        <Form method="get" action="/search" role="search" className="header-search">
          <label htmlFor="header-search" className="vitrine-visually-hidden">
            Search products
          </label>
          <input
            id="header-search"
            type="search"
            name="search"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            placeholder="Search products…"
            minLength={3}
            required
          />
          <button type="submit" className="icon-button" aria-label="Submit search">
            <SearchIcon />
          </button>
        </Form>
        <div className="header-actions">
          <button
            type="button"
            className="header-action"
            popoverTarget="account-menu"
            aria-label="Your account"
          >
            <UserIcon />
            <span className="header-action-text">Account</span>
          </button>
          <div id="account-menu" popover="auto" className="account-menu">
            <AccountMenu signedIn={Boolean(data?.customer)} />
          </div>
          <Link to="/wishlist" className="header-action" aria-label="Wishlist">
            <HeartIcon />
            <span className="header-action-text">Wishlist</span>
          </Link>
          <Form method="get" action="/checkout/cart" className="header-cart">
            <button type="submit" className="header-action" aria-label={cartLabel}>
              <CartIcon />
              <span className="cart-count" aria-hidden="true" data-empty={cart.count === 0 || undefined}>
                {cart.count}
              </span>
              <span className="header-action-text" aria-hidden="true">
                {money(cart.total, currency)}
              </span>
            </button>
          </Form>
        </div>
      </div>
      {navigation.length > 0 ? (
        <nav className="main-nav" aria-label="Main navigation">
          <ul className="container main-nav-list">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            {navigation.map((entry) => {
              const children = entry.children.filter((child) => child.href);
              return (
                <li key={entry.id} className={children.length > 0 ? "has-flyout" : undefined}>
                  <NavLink to={entry.href ?? categoryPath(entry.id)}>{entry.name}</NavLink>
                  {children.length > 0 ? (
                    <ul className="flyout">
                      {children.map((child) => (
                        <li key={child.id}>
                          <NavLink to={child.href ?? categoryPath(child.id)}>{child.name}</NavLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function AccountMenu({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) {
    return (
      <div className="account-menu-body">
        <p className="account-menu-title">Your account</p>
        <Link className="button button-primary button-block" to="/account/login">
          Log in
        </Link>
        <p className="account-menu-hint">
          New here? <Link to="/account/register">Create an account</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-menu-body">
      <p className="account-menu-title">Your account</p>
      <ul className="account-menu-links">
        <li>
          <Link to="/account">Overview</Link>
        </li>
        <li>
          <Link to="/account/address">Addresses</Link>
        </li>
        <li>
          <Link to="/account/order">Orders</Link>
        </li>
      </ul>
      <Form method="post" action="/account/logout">
        <button type="submit" className="button button-secondary button-block">
          Log out
        </button>
      </Form>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function UserIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.5l2.2 11h10.6l2.2-8H7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}
