import { act } from "@testing-library/react";
import { type FormEvent, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it } from "vitest";
import { lazyOnInteraction } from "./interactionIsland";
import { type LazyIsland, VisibleIsland } from "./visibleIsland";

/** A card's buy form: records which copy's hydrated handler took a submit. */
function BuyForm({ id, sent }: { id: string; sent: string[] }) {
  const [hydrated, setHydrated] = useState(false);
  return (
    <form
      action={`/detail/${id}`}
      method="post"
      data-hydrated={hydrated || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setHydrated(true);
        sent.push(id);
      }}
    >
      <button type="submit">Add {id}</button>
    </form>
  );
}

type Props = { id: string };
const Cards = ({ island }: { island: LazyIsland<Props> }) => (
  <div>
    <VisibleIsland island={island} props={{ id: "a" }} />
    <VisibleIsland island={island} props={{ id: "b" }} />
  </div>
);

/** The server's HTML of two copies of an island, in the page (its code rendered it there at once). */
async function serverHtml(name: string, sent: string[]) {
  const island = lazyOnInteraction<Props>(name, async () => (props) => <BuyForm {...props} sent={sent} />);
  const { prelude } = await prerender(<Cards island={island} />);
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("lazyOnInteraction: a part whose code loads on the first interaction with it", () => {
  it("loads nothing until the shopper comes to one copy; a submit made before the code came is sent once, by its own copy's hydrated form", async () => {
    const sent: string[] = [];
    const container = await serverHtml("buy", sent);
    let loads = 0;
    let arrive: () => void = () => {};
    const island = lazyOnInteraction<Props>("buy", () => {
      loads++;
      return new Promise((resolve) => {
        arrive = () => resolve((props: Props) => <BuyForm {...props} sent={sent} />);
      });
    });
    await act(async () => {
      hydrateRoot(container, <Cards island={island} />);
    });
    expect(loads).toBe(0);
    const second = container.querySelectorAll("form")[1] as HTMLFormElement;
    await act(async () => second.requestSubmit());
    expect(loads).toBe(1);
    expect(sent).toEqual([]);
    await act(async () => arrive());
    expect(sent).toEqual(["b"]);
    // The server's elements were hydrated, not replaced.
    expect(container.querySelectorAll("form")[1]).toBe(second);
    expect(second.dataset.hydrated).toBe("true");
    expect(container.querySelectorAll("[data-island-hydrated]")).toHaveLength(2);
  });

  it("a press, key or focus elsewhere on the page loads the code too (a pointer passing by does not), so an update the shopper's action brings to the page never waits on an island the shopper did not touch", async () => {
    const sent: string[] = [];
    const container = await serverHtml("elsewhere", sent);
    const outside = document.createElement("button");
    document.body.append(outside);
    let loads = 0;
    const island = lazyOnInteraction<Props>("elsewhere", async () => {
      loads++;
      return (props: Props) => <BuyForm {...props} sent={sent} />;
    });
    await act(async () => {
      hydrateRoot(container, <Cards island={island} />);
    });
    await act(async () => outside.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })));
    expect(loads).toBe(0);
    await act(async () => outside.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" })));
    expect(loads).toBe(1);
    expect(container.querySelectorAll("[data-island-hydrated]")).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it("Back or Forward loads the code too: the router's navigation they start may reach an island the shopper did not touch", async () => {
    const sent: string[] = [];
    const container = await serverHtml("back", sent);
    let loads = 0;
    const island = lazyOnInteraction<Props>("back", async () => {
      loads++;
      return (props: Props) => <BuyForm {...props} sent={sent} />;
    });
    await act(async () => {
      hydrateRoot(container, <Cards island={island} />);
    });
    expect(loads).toBe(0);
    await act(async () => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(loads).toBe(1);
    expect(container.querySelectorAll("[data-island-hydrated]")).toHaveLength(2);
  });
});
