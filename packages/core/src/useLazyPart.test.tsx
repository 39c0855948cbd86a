import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LAZY_PENDING, useLazyPart } from "./useLazyPart";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A lazily loaded part, telling each of its renders. */
function Part({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <section {...useLazyPart<HTMLElement>()}>
      <button type="button">Next slide</button>
    </section>
  );
}

describe("useLazyPart", () => {
  it("a part marked as waiting in the server HTML is no longer marked once it hydrated, and hydrating renders it once", async () => {
    document.body.innerHTML = `<main>${renderToString(<Part onRender={() => {}} />)}</main>`;
    const main = document.body.firstElementChild as HTMLElement;
    expect(main.querySelector(`section[${LAZY_PENDING}]`)).not.toBeNull();
    const renders = vi.fn();
    await act(async () => {
      hydrateRoot(main, <Part onRender={renders} />);
    });
    expect(main.querySelector("section")?.hasAttribute(LAZY_PENDING)).toBe(false);
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
