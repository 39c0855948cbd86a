import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LazyIsland, lazyWhenVisible, VisibleIsland } from "./visibleIsland";

// In Chromium: whether an island is displayed (CSS) is a matter of layout, which only a real browser has.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Props = { label: string };
const Filters = ({ label }: Props) => <p>{label}</p>;

/** The page: the island in a wrapper a viewport may hide by CSS, and a way to take the island off the page. */
function Page({
  island,
  onShow,
}: {
  island: LazyIsland<Props>;
  onShow?: (show: (on: boolean) => void) => void;
}) {
  const [shown, setShown] = useState(true);
  onShow?.(setShown);
  return (
    <div className="wrapper">
      {shown && <VisibleIsland island={island} props={{ label: "Manufacturer" }} />}
    </div>
  );
}

/** The server's HTML of the page in the document, under a style that may hide the wrapper. */
async function serverPage(name: string, hidden: boolean) {
  const island = lazyWhenVisible<Props>(name, async () => Filters);
  const { prelude } = await prerender(<Page island={island} />);
  const container = document.createElement("div");
  container.innerHTML = `<style>.hidden .wrapper { display: none }</style>${await new Response(prelude).text()}`;
  if (hidden) container.classList.add("hidden");
  document.body.append(container);
  return container;
}

/** An island whose loads are counted. */
function countedIsland(name: string, options: Parameters<typeof lazyWhenVisible>[2]) {
  const loads = { count: 0 };
  const island = lazyWhenVisible<Props>(
    name,
    async () => {
      loads.count++;
      return Filters;
    },
    options,
  );
  return { island, loads };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("lazyWhenVisible with `shown`: a part only some viewports show (the desktop's inline filters)", () => {
  it("loads its code at once where it is displayed, and hydrates the server's elements", async () => {
    const container = await serverPage("shown", false);
    const paragraph = container.querySelector("p");
    const { island, loads } = countedIsland("shown", { shown: true });
    await act(async () => {
      hydrateRoot(container, <Page island={island} />);
    });
    await vi.waitFor(() => expect(container.querySelector("[data-island-hydrated]")).not.toBeNull());
    expect(loads.count).toBe(1);
    expect(container.querySelector("p")).toBe(paragraph);
  });

  it("never loads while CSS hides it, loads once it is displayed (the viewport grew)", async () => {
    const container = await serverPage("hidden", true);
    const { island, loads } = countedIsland("hidden", { shown: true });
    await act(async () => {
      hydrateRoot(container, <Page island={island} />);
    });
    // Two frames: a displayed island is told within one.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(loads.count).toBe(0);
    expect(container.querySelector("p")?.textContent).toBe("Manufacturer");
    container.classList.remove("hidden");
    await vi.waitFor(() => expect(container.querySelector("[data-island-hydrated]")).not.toBeNull());
    expect(loads.count).toBe(1);
  });

  it("an island removed before its code came (a phone) never loads it; without `shown` it loads for the next page", async () => {
    for (const [name, shown, expected] of [
      ["kept", true, 0],
      ["left", false, 1],
    ] as const) {
      const container = await serverPage(name, true);
      const { island, loads } = countedIsland(name, { shown });
      let show: (on: boolean) => void = () => {};
      await act(async () => {
        hydrateRoot(
          container,
          <Page
            island={island}
            onShow={(set) => {
              show = set;
            }}
          />,
        );
      });
      await act(async () => show(false));
      await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(container.querySelector("p")).toBeNull();
      expect(loads.count).toBe(expected);
    }
  });
});
