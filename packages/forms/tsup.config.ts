import { packageBuild } from "../../config/tsup.package";

// The captcha providers are entries of their own: a shop loads only the one its forms use.
export default packageBuild({
  entry: ["src/index.ts", "src/altcha.tsx", "src/basic-captcha.tsx", "src/recaptcha.tsx"],
});
