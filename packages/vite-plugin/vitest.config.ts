import { packageTests } from "../../config/vitest.package";

export default packageTests();
