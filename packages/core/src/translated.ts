/**
 * A text field of a Store API entity in the shop's language: `translated[field]`, else the field itself, else
 * `undefined` (Shopware fills `translated` with the fallback language's text when a translation is missing).
 */
export function translated<T extends object, K extends keyof T & string>(
  entity: T | null | undefined,
  field: K,
): Exclude<T[K], null> | undefined {
  if (!entity) return undefined;
  const own = (entity as { translated?: Record<string, unknown> | null }).translated?.[field];
  return (own ?? entity[field] ?? undefined) as Exclude<T[K], null> | undefined;
}
