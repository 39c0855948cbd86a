import { packageSizes } from "../../config/size-limit.package.mjs";

export default packageSizes([
  { name: "@vitrine/forms main entry (own code, gzip)", path: "dist/index.js", limit: "6 KB" },
  {
    name: "@vitrine/forms/altcha entry (own code, gzip; the altcha widget loads lazily on its own)",
    path: "dist/altcha.js",
    limit: "1.5 KB",
    ignore: ["altcha", "./chunk-*"],
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
]);
