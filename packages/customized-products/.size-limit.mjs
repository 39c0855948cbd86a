import { packageSizes, snippetSets, wholePackage } from "../../config/size-limit.package.mjs";

// @vitrine/cart (the cart controller and the off-canvas flag) and @vitrine/forms (the field rules it shares) are the
// shop's own copies: not counted here.
export default [
  // Issue 45: everything a shop's browser loads of the package (main entry, /constants and every lazy chunk, shared
  // code once); /restore is read by the loader that restores a configuration, valibot (the schemas) apart.
  wholePackage({
    name: "@vitrine/customized-products whole package: main entry, /constants and every lazy chunk together (own code, gzip)",
    entries: ["dist/index.js", "dist/constants.js"],
    // Issue 45 asks for 9.5 kB; measured 11.367 kB (11.457 kB before its fourth round; main entry 6.08 kB, the lazy
    // chunks 5.3 kB), not reached yet: the limit is what was reached, never more.
    // Measured as ES modules: 11.02 kB (11.06 kB before issue 45's fifth round).
    limit: "11.04 kB",
    dependencies: ["valibot"],
  }),
  ...packageSizes([
    {
      name: "@vitrine/customized-products main entry (own code, gzip; rich text, upload queue and wizard load lazily)",
      path: "dist/index.js",
      // DESIGN section 7 says 6 KB; refusing dates and times outside the template's range (issue 44) and the
      // "use client" directive (issue 41) took it 104 B over. Back under 6 KB is left to issue 45, which restates
      // every package's budget (customized products ≤ 9.5 KB as a whole).
      limit: "6.08 KB",
      ignore: [
        "@vitrine/cart",
        "@vitrine/forms",
        "./RichTextEditor-*",
        "./UploadControl-*",
        "./ShareBox-*",
        "./PriceBox-*",
        "./ChoiceGroup-*",
        "./upload-queue-*",
        "./Wizard-*",
      ],
    },
    {
      name: "@vitrine/customized-products rich-text editor, lazy chunk (own code, gzip)",
      path: "dist/RichTextEditor-*.js",
      limit: "1.5 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/customized-products upload control, lazy chunk (own code, gzip)",
      path: "dist/UploadControl-*.js",
      limit: "2.23 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/customized-products share box, lazy chunk (own code, gzip)",
      path: "dist/ShareBox-*.js",
      limit: "1 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/customized-products price box, lazy chunk (own code, gzip)",
      path: "dist/PriceBox-*.js",
      limit: "1 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/customized-products choice group (radios, checkboxes, swatches, images), lazy chunk (own code, gzip)",
      path: "dist/ChoiceGroup-*.js",
      limit: "1 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/customized-products wizard, lazy chunk (own code, gzip)",
      path: "dist/Wizard-*.js",
      limit: "2 KB",
      ignore: ["./chunk-*"],
    },
    {
      name: "@vitrine/customized-products upload queue, lazy chunk (own code, gzip)",
      path: "dist/upload-queue-*.js",
      limit: "0.5 KB",
    },
    ...snippetSets("@vitrine/customized-products", "1 KB"),
  ]),
];
