import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  entry: [
    "src/index.ts",
    "src/recorder.ts",
    "src/cookieConsent.ts",
    // `./consent-decided`: the wait for the shopper's choice alone, for the code every page runs (a bundler that
    // puts all of an imported file into a page's first chunk, as the demo's shell does, then takes no consent
    // source); `./cookie-consent` holds it and the consent source.
    "src/consentDecided.ts",
    "src/consentSource.ts",
    "src/AnalyticsDebugPanel.tsx",
  ],
});
