import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/navigation main entry (own code, gzip; the category menu's and account menu's panels load lazily)",
    path: "dist/index.js",
    limit: "6 KB",
    ignore: ["./CategoryMenuPanel-*", "./AccountMenuPanel-*"],
  },
  {
    name: "@vitrine/navigation category menu panel, lazy chunk (own code, gzip; its headless menu is measured below)",
    path: "dist/CategoryMenuPanel-*.js",
    limit: "1 KB",
    ignore: ["./chunk-*"],
  },
  {
    name: "@vitrine/navigation account menu panel, lazy chunk (own code, gzip)",
    path: "dist/AccountMenuPanel-*.js",
    limit: "1.5 KB",
    ignore: ["./chunk-*"],
  },
  {
    name: "@vitrine/navigation/category-menu entry: the headless category menu, with the navigation cache and call it shares with the main entry (own code, gzip)",
    path: "dist/category-menu.js",
    limit: "3 KB",
  },
  ...snippetSets("@vitrine/navigation", "0.6 KB"),
]);
