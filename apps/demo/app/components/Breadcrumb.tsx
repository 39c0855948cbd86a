import { type BreadcrumbItem, Breadcrumb as NavigationBreadcrumb } from "@vitrine/navigation";
import { useDemoSnippet } from "../lib/snippets";
import { useShopPath } from "../lib/useShop";

/**
 * The breadcrumb trail (`@vitrine/navigation`'s `<Breadcrumb>`): Home first, the last entry is the current page
 * (`aria-current="page"`, not a link). Links go through the router (the provider's navigate).
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useDemoSnippet();
  const path = useShopPath();
  const trail: BreadcrumbItem[] = [
    { name: t("demo.breadcrumb.home"), href: path("/") },
    ...items.map((item, index) =>
      item.href && index < items.length - 1 ? { name: item.name, href: item.href } : { name: item.name },
    ),
  ];
  return <NavigationBreadcrumb items={trail} className="breadcrumb" />;
}
