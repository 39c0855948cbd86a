import { packageBuild } from "../../config/tsup.package";

// The captcha providers are entries of their own: a shop loads only the one its forms use. The shop settings'
// readers (`/shop-settings`) are for loaders and servers, so not part of the main entry either. The address editor
// modal is the `/address-editor` entry, which the main entry's `AddressEditor` loads on its first opening.
export default packageBuild({
  snippetSets: true,
  entry: [
    "src/index.ts",
    "src/altcha.tsx",
    "src/basic-captcha.tsx",
    "src/recaptcha.tsx",
    "src/address-editor.ts",
    "src/shop-settings.ts",
  ],
});
