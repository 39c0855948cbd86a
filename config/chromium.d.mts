/** The browser binary: CHROME_PATH when set (the test command sets it), else Debian's system Chromium. */
export declare const CHROMIUM_PATH: string;

/** Flags for a quiet, reproducible headless run in containers and CI. */
export declare const CHROMIUM_ARGS: readonly string[];

/** Playwright's `launchOptions` (also vitest's browser provider): the binary and the flags. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
