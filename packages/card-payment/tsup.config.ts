import { packageBuild } from "../../config/tsup.package";

export default packageBuild();
