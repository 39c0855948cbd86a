// Loader data sent as one JSON string. React Router streams loader data for hydration in its turbo-stream format: a
// flat table in which every object key and value is a reference by index. For deep data (a CMS layout, a listing's
// cards, the navigation) those references defeat gzip: a category page's data weighed 11.7 KB gzip as turbo-stream
// and 8.0 KB as the same JSON. A loader packs such a part (`pack`), its route unpacks it (`unpack`); the browser
// parses it with `JSON.parse` (faster than decoding the stream). Only plain JSON data: no dates, promises or
// `undefined` in arrays (they would arrive as strings, `{}` and `null`).

declare const packedValue: unique symbol;

/** A value of type `T` as a JSON string (`pack`); `unpack` gives it back. */
export type Packed<T> = string & { readonly [packedValue]?: T };

/** `value` as a JSON string for the loader's answer. */
export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

// The last few values unpacked: the view and `meta` of a page read the same string, and the same string gives the
// same object (React's memos and effects see no change when a loader answers the same data again).
const unpacked = new Map<string, unknown>();
const KEPT = 4;

/** The value `packed` holds. */
export function unpack<T>(packed: Packed<T>): T {
  if (unpacked.has(packed)) return unpacked.get(packed) as T;
  const value = JSON.parse(packed) as T;
  unpacked.set(packed, value);
  if (unpacked.size > KEPT) unpacked.delete(unpacked.keys().next().value as string);
  return value;
}

/** The type a `Packed` value holds. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;
