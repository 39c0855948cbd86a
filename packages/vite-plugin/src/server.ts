// @vitrine/vite-plugin/server public API: the server entry's side of a fast first paint (Node streams only; never
// imported by the browser build). Explicit named exports only.

export { DEFERRED_MODULE, DEFERRED_PRELOAD, paintFirst } from "./paintFirst";
