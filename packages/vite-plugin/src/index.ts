// @vitrine/vite-plugin public API: explicit named exports only.

export { FRAMEWORK_PACKAGES, packageOf, type ShellChunkOptions, shellChunk } from "./shellChunk";
