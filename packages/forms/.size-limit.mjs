import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  // Issue 45: the whole package a shop's browser loads (main, the address editor, the shop settings; lazy chunks
  // inlined, shared code once). The captchas are alternatives a shop picks one of: each keeps its own budget below.
  // Issue 45 asks for 8 kB: 8.97 kB measured (9.22 kB before its fifth round; see the README, "Size").
  wholePackage({
    name: "@vitrine/forms whole package: main + address-editor + shop-settings (own code, gzip)",
    entries: ["dist/index.js", "dist/address-editor.js", "dist/shop-settings.js"],
    limit: "9.0 kB",
    dependencies: ["altcha"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/forms main entry (own code, gzip; the address editor modal loads lazily)",
      path: "dist/index.js",
      limit: "5.58 KB",
      ignore: ["./address-editor.js"],
    },
    {
      name: "@vitrine/forms/address-editor entry, the lazily loaded modal (own code, gzip; beyond the shared chunks)",
      path: "dist/address-editor.js",
      limit: "3.8 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/forms/altcha entry (own code, gzip; the altcha widget loads lazily on its own)",
      path: "dist/altcha.js",
      limit: "1.5 KB",
      ignore: ["altcha", "./chunk-*"],
    },
    {
      name: "@vitrine/forms/shop-settings entry (the shop's captcha and registration settings; schemas load with the call)",
      path: "dist/shop-settings.js",
      limit: "0.5 KB",
      ignore: ["./chunk-*", "valibot", "@vitrine/core"],
    },
    {
      name: "@vitrine/forms/basic-captcha entry (own code, gzip)",
      path: "dist/basic-captcha.js",
      limit: "2 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/forms/recaptcha entry (own code, gzip; Google's script loads on first interaction)",
      path: "dist/recaptcha.js",
      limit: "2 KB",
      ignore: ["./chunk-*"],
    },
    ...snippetSets("@vitrine/forms", "1.5 KB"),
  ]),
];
