import { packageTests } from "../../config/vitest.package";

export default packageTests({ setupFiles: ["./vitest.setup.ts"] });
