import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/cookie-consent main entry: bar and consent state (own code, gzip)",
    path: "dist/index.js",
    limit: "4 KB",
    ignore: ["./settings.js"],
  },
  {
    name: "@vitrine/cookie-consent/settings: the settings panel, a lazy chunk (its own code, without the chunks it shares, gzip)",
    path: "dist/settings.js",
    limit: "2 KB",
    ignore: ["./chunk-*"],
  },
  {
    name: "@vitrine/cookie-consent/video: consent-gated video (own code, gzip)",
    path: "dist/video.js",
    limit: "2 KB",
  },
  ...snippetSets("@vitrine/cookie-consent", "1 KB"),
]);
