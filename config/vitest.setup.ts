import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Unmount after every test (no vitest globals, so Testing Library cannot register this itself).
afterEach(cleanup);

// findBy*/waitFor wait for a condition; on a busy 2-core machine a lazy chunk (a settings panel, a modal) can take
// more than Testing Library's default second to arrive. A longer ceiling costs nothing when the condition holds.
configure({ asyncUtilTimeout: 5_000 });
