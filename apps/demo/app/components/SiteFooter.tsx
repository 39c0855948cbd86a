import { CookieSettingsLink } from "@vitrine/cookie-consent";
import { FooterColumn } from "@vitrine/navigation";
import { Link } from "react-router";
import { useShopPath } from "../lib/useShop";
import type { NavigationView } from "../lib/view";

function EntryLink({ entry }: { entry: NavigationView }) {
  return entry.href ? <a href={entry.href}>{entry.name}</a> : <span>{entry.name}</span>;
}

/** The page footer: navigation columns (collapsible on XS and SM), service links, cookie settings. */
/** Props of {@link SiteFooter}: exactly what it renders. */
export interface SiteFooterProps {
  /** The footer navigation: one column per top entry. */
  columns: NavigationView[];
  /** The service navigation (bottom links). */
  service: NavigationView[];
  /** Whether the wishlist is switched on (its link is shown). */
  wishlistEnabled: boolean;
}

export function SiteFooter({ columns, service, wishlistEnabled }: SiteFooterProps) {
  const path = useShopPath();
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <FooterColumn title="Vitrine" className="footer-column">
          <p>
            A demo shop for the Vitrine storefront packages, server-rendered React on the Shopware 6 Store
            API.
          </p>
        </FooterColumn>
        {columns.map((column) => (
          <FooterColumn key={column.id} title={column.name} className="footer-column">
            <ul>
              {column.children.map((entry) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} />
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
        <FooterColumn title="Service" className="footer-column">
          <ul>
            <li>
              <Link to={path("/contact")}>Contact</Link>
            </li>
            <li>
              <Link to={path("/account")}>Your account</Link>
            </li>
            <li>
              <Link to={path("/account/order")}>Orders</Link>
            </li>
            {wishlistEnabled ? (
              <li>
                <Link to={path("/wishlist")}>Wishlist</Link>
              </li>
            ) : null}
          </ul>
        </FooterColumn>
      </div>
      <div className="container footer-bottom">
        <p>© {new Date().getFullYear()} Vitrine demo shop. Prices include VAT, plus shipping.</p>
        <nav aria-label="Service">
          <ul className="service-links">
            {service.map((entry) => (
              <li key={entry.id}>
                <EntryLink entry={entry} />
              </li>
            ))}
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
