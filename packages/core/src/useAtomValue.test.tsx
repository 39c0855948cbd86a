import { atom, createStore, Provider } from "jotai";
import { act, type ReactNode, useLayoutEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useAtom, useAtomValue } from "./useAtomValue";

const countAtom = atom(1);
let renders = 0;

function Count() {
  renders += 1;
  return <output>{useAtomValue(countAtom)}</output>;
}

/** Sets the atom in its commit: after Count rendered 1, before Count's effect subscribes. */
function ChangesInCommit({ store }: { store: ReturnType<typeof createStore> }) {
  useLayoutEffect(() => store.set(countAtom, 5), [store]);
  return null;
}

let setCounter: ((value: number) => void) | undefined;
function Counter() {
  const [count, setCount] = useAtom(countAtom);
  setCounter = setCount;
  return <output>{count}</output>;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
function render(store: ReturnType<typeof createStore>, children: ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Provider store={store}>{children}</Provider>));
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  renders = 0;
});

describe("useAtomValue: an atom's value, rendered again only when it changes", () => {
  it("renders once at mount when the value stays the same (jotai's own hook renders every reader twice)", () => {
    const page = render(createStore(), <Count />);
    expect(page.textContent).toBe("1");
    expect(renders).toBe(1);
  });

  it("renders the new value when the atom changes", () => {
    const store = createStore();
    const page = render(store, <Count />);
    act(() => store.set(countAtom, 2));
    expect(page.textContent).toBe("2");
    expect(renders).toBe(2);
  });

  it("a change between its render and its subscription is not missed", () => {
    const store = createStore();
    const page = render(
      store,
      <>
        <Count />
        <ChangesInCommit store={store} />
      </>,
    );
    expect(page.textContent).toBe("5");
  });

  it("useAtom gives the value and its setter", () => {
    const store = createStore();
    const page = render(store, <Counter />);
    act(() => setCounter?.(7));
    expect(page.textContent).toBe("7");
    expect(store.get(countAtom)).toBe(7);
  });
});
