import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { type StoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { fixture__Name__Client, fixture__Name__Response } from "./__camel__.fixtures";
import { __camel__Reducer, initial__Name__State } from "./__camel__.state";
import { __Name__ } from "./__Name__";
import { __CONST___MAX_ENTRIES } from "./constants";
import { use__Name__ } from "./use__Name__";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };
/** A Testing Library wrapper: the shop's provider around a client. */
const shop =
  (client: StoreApiClient) =>
  ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={config}>
      {children}
    </VitrineProvider>
  );

describe("__name__ state rules (pure)", () => {
  it("a failed request keeps the entries on screen", () => {
    const shown = initial__Name__State(fixture__Name__Response);
    const failed = __camel__Reducer(__camel__Reducer(shown, { type: "load" }), { type: "failed" });
    expect(failed).toEqual({ status: "error", entries: shown.entries });
  });

  it(`shows at most ${__CONST___MAX_ENTRIES} entries`, () => {
    const many = Array.from({ length: __CONST___MAX_ENTRIES + 2 }, (_, index) => ({
      id: `${index}`,
      name: `${index}`,
    }));
    const state = __camel__Reducer(initial__Name__State(), { type: "loaded", response: { elements: many } });
    expect(state.entries).toHaveLength(__CONST___MAX_ENTRIES);
  });
});

describe("use__Name__ and <__Name__>", () => {
  it("loads the entries through the shop's client and lists them", async () => {
    render(<__Name__ />, { wrapper: shop(fixture__Name__Client()) });
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    expect(screen.getByRole("region", { name: "__Title__" }).dataset.state).toBe("ready");
  });

  it("a failed reload keeps the server's entries and says so in an alert", async () => {
    const { result } = renderHook(() => use__Name__({ initialData: fixture__Name__Response }), {
      wrapper: shop(fixture__Name__Client({ fail: true })),
    });
    expect(result.current.status).toBe("ready");
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.entries.map((entry) => entry.name)).toEqual(["First entry", "Second entry"]);

    render(<__Name__ initialData={fixture__Name__Response} />, {
      wrapper: shop(fixture__Name__Client({ fail: true })),
    });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("a failed first load says so in an alert", async () => {
    render(<__Name__ />, { wrapper: shop(fixture__Name__Client({ fail: true })) });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This could not be loaded. Please try again.",
    );
  });

  it("className is added to the block's own class, not instead of it", () => {
    render(<__Name__ initialData={fixture__Name__Response} className="shop-extra" />, {
      wrapper: shop(fixture__Name__Client()),
    });
    expect([...screen.getByRole("region", { name: "__Title__" }).classList]).toEqual([
      "vitrine-__name__",
      "shop-extra",
    ]);
  });
});
