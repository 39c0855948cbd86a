import { packageBuild } from "../../config/tsup.package";

// A build-time plugin: no stylesheet.
export default packageBuild({ stylesheets: [] });
