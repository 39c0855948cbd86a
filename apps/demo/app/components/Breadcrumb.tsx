import { type BreadcrumbItem, Breadcrumb as NavigationBreadcrumb } from "@vitrine/navigation";
import { useNavigate } from "react-router";

export interface Crumb {
  label: string;
  href?: string | undefined;
}

/**
 * The breadcrumb trail (`@vitrine/navigation`'s `<Breadcrumb>`): Home first, the last entry is the current page
 * (`aria-current="page"`, not a link). Links go through the router.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const navigate = useNavigate();
  const trail: BreadcrumbItem[] = [
    { name: "Home", href: "/" },
    ...items.map((item, index) =>
      item.href && index < items.length - 1 ? { name: item.label, href: item.href } : { name: item.label },
    ),
  ];
  return <NavigationBreadcrumb items={trail} onNavigate={navigate} className="breadcrumb" />;
}
