import { type Atom, type PrimitiveAtom, type SetStateAction, useSetAtom, useStore } from "jotai";
import { useEffect, useReducer } from "react";

/**
 * The value of a jotai atom of the Vitrine store, re-rendering when it changes: jotai's `useAtomValue` for the
 * synchronous atoms of the Vitrine packages, without its re-render at mount. jotai's hook asks React for a
 * re-render of every component that reads an atom once it mounts, even when the value is the same; after
 * hydration that is one render of every such component (each product card, the header, the cookie bar) in one
 * long, blocking task. This one re-renders only when the value changed between render and subscription.
 *
 * Atoms whose value is a promise need jotai's own hook (with Suspense).
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const value = store.get(atom);

  // Only a change since this render asks for another one (jotai's hook always asks). `value` is the one rendered
  // when subscribing: a later render reads the store again and needs no new subscription.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const unsubscribe = store.sub(atom, rerender);
    if (!Object.is(store.get(atom), value)) rerender();
    return unsubscribe;
  }, [store, atom]);

  return value;
}

/** `[value, set]` of a writable atom of the Vitrine store: {@link useAtomValue} with jotai's `useSetAtom`. */
export function useAtom<Value>(
  atom: PrimitiveAtom<Value>,
): readonly [Value, (update: SetStateAction<Value>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
