import type { Transaction } from "@electric-sql/pglite";

/** Seeds categories, media, manufacturers, properties and products (filled in by the catalogue step). */
export async function seedCatalogue(_tx: Transaction): Promise<void> {}
