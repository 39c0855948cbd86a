import { CookieSettingsLink } from "@vitrine/cookie-consent";
import { LazyPart } from "@vitrine/core/lazy-part";
import { FooterColumn } from "@vitrine/navigation";
import { Link } from "react-router";
import { useDemoSnippet } from "../lib/snippets";
import { useShopPath } from "../lib/useShop";
import type { NavigationView } from "../lib/view";

/** A footer entry's key: its name and link (the loader sends no ids). */
const entryKey = (entry: NavigationView) => `${entry.name}|${entry.href ?? ""}`;

function EntryLink({ entry }: { entry: NavigationView }) {
  return entry.href ? <a href={entry.href}>{entry.name}</a> : <span>{entry.name}</span>;
}

/** Props of {@link SiteFooter}: exactly what it renders. */
export interface SiteFooterProps {
  /** The footer navigation: one column per top entry. */
  columns: NavigationView[];
  /** The service navigation (bottom links). */
  service: NavigationView[];
  /** Whether the wishlist is switched on (its link is shown). */
  wishlistEnabled: boolean;
}

/** The page footer: navigation columns (collapsible on XS and SM), service links, cookie settings. */
export function SiteFooter({ columns, service, wishlistEnabled }: SiteFooterProps) {
  const t = useDemoSnippet();
  const path = useShopPath();
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <FooterColumn title="Vitrine" className="footer-column">
          <p>{t("demo.footer.about")}</p>
        </FooterColumn>
        {columns.map((column) => (
          <FooterColumn key={entryKey(column)} title={column.name} className="footer-column">
            <ul>
              {(column.children ?? []).map((entry) => (
                <li key={entryKey(entry)}>
                  <EntryLink entry={entry} />
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
        <FooterColumn title={t("demo.footer.service")} className="footer-column">
          <ul>
            <li>
              <Link to={path("/contact")}>{t("demo.footer.contact")}</Link>
            </li>
            <li>
              <Link to={path("/account")}>{t("demo.footer.account")}</Link>
            </li>
            <li>
              <Link to={path("/account/order")}>{t("demo.footer.orders")}</Link>
            </li>
            {wishlistEnabled ? (
              <li>
                <Link to={path("/wishlist")}>{t("demo.footer.wishlist")}</Link>
              </li>
            ) : null}
          </ul>
        </FooterColumn>
      </div>
      <div className="container footer-bottom">
        <p>{t("demo.footer.copyright", { year: new Date().getFullYear() })}</p>
        <nav aria-label={t("demo.footer.service")}>
          <ul className="service-links">
            {service.map((entry) => (
              <li key={entryKey(entry)}>
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

/**
 * The footer as its island loads it (SiteFooterIsland.tsx): a click on its "Cookie settings" button before the code
 * came is kept and clicked again once it works.
 */
export function LazySiteFooterPart(props: SiteFooterProps) {
  return (
    <LazyPart>
      <SiteFooter {...props} />
    </LazyPart>
  );
}
