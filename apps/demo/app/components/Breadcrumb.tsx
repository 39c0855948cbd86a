import { type BreadcrumbItem, Breadcrumb as NavigationBreadcrumb } from "@vitrine/navigation";

/**
 * The breadcrumb trail (`@vitrine/navigation`'s `<Breadcrumb>`): Home first, the last entry is the current page
 * (`aria-current="page"`, not a link). Links go through the router (the provider's navigate).
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const trail: BreadcrumbItem[] = [
    { name: "Home", href: "/" },
    ...items.map((item, index) =>
      item.href && index < items.length - 1 ? { name: item.name, href: item.href } : { name: item.name },
    ),
  ];
  return <NavigationBreadcrumb items={trail} className="breadcrumb" />;
}
