import { packageSizes, snippetSets } from "../../config/size-limit.package.mjs";

export default packageSizes([
  {
    name: "@vitrine/gallery-zoom main entry (own code, gzip; the zoom modal loads lazily)",
    path: "dist/index.js",
    limit: "6 KB",
    ignore: ["./ZoomModal-*"],
  },
  {
    name: "@vitrine/gallery-zoom/slider: the product slider alone, with the code it shares with the main entry (own code, gzip)",
    path: "dist/slider.js",
    limit: "2.5 KB",
  },
  {
    name: "@vitrine/gallery-zoom/zoom: the zoom modal's math (own code, gzip)",
    path: "dist/zoom.js",
    limit: "1 KB",
  },
  {
    name: "@vitrine/gallery-zoom zoom modal, lazy chunk (own code, gzip)",
    path: "dist/ZoomModal-*.js",
    limit: "3 KB",
    ignore: ["./chunk-*"],
  },
  ...snippetSets("@vitrine/gallery-zoom", "0.7 KB"),
]);
