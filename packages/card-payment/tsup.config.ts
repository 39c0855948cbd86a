import { packageBuild } from "../../config/tsup.package";

export default packageBuild({ entry: ["src/index.ts", "src/schemas.ts"] });
