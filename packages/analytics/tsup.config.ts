import { packageBuild } from "../../config/tsup.package";

export default packageBuild({
  entry: ["src/index.ts", "src/recorder.ts", "src/cookieConsent.ts", "src/AnalyticsDebugPanel.tsx"],
});
