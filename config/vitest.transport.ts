import { preloadStoreApiTransport } from "@vitrine/core";

// The Store API client loads its transport (ky) with its first call. Under fake timers that real module load would
// not finish while a test advances the clock, so package tests load it first, as a shop may when the page is idle.
await preloadStoreApiTransport();
