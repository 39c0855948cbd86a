import { Link } from "react-router";
import type { NavigationView } from "../lib/view";
import type { RootData } from "../root";

function EntryLink({ entry }: { entry: NavigationView }) {
  return entry.href ? <a href={entry.href}>{entry.name}</a> : <span>{entry.name}</span>;
}

/** The page footer: navigation columns, service links and the shop's promise. */
export function SiteFooter({ data }: { data: RootData | undefined }) {
  const columns = data?.footerNavigation ?? [];
  const service = data?.serviceNavigation ?? [];
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section className="footer-column" aria-labelledby="footer-about">
          <h2 id="footer-about">Vitrine</h2>
          <p>
            A demo shop for the Vitrine storefront packages, server-rendered React on the Shopware 6 Store
            API.
          </p>
        </section>
        {columns.map((column) => (
          <section key={column.id} className="footer-column" aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{column.name}</h2>
            <ul>
              {column.children.map((entry) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer-column" aria-labelledby="footer-service">
          <h2 id="footer-service">Service</h2>
          <ul>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/account">Your account</Link>
            </li>
            <li>
              <Link to="/account/order">Orders</Link>
            </li>
            <li>
              <Link to="/wishlist">Wishlist</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>© {new Date().getFullYear()} Vitrine demo shop. Prices include VAT, plus shipping.</p>
        {service.length > 0 ? (
          <nav aria-label="Service">
            <ul className="service-links">
              {service.map((entry) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
