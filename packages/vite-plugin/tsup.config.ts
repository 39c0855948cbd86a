import { packageBuild } from "../../config/tsup.package";

// A build-time plugin and a server-side stream helper: no stylesheet.
export default packageBuild({ entry: ["src/index.ts", "src/server.ts"], stylesheets: [] });
