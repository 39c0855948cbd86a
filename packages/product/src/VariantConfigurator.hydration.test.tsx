// A page that loads the variant configurator's code later (`@vitrine/product/variants` on the first interaction):
// the option the shopper chose in its server HTML before the code came is switched to once it has.
import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { configurator } from "./product.fixtures";
import { createFakeClient, shopWrapper } from "./product.test-utils";
import { VariantConfigurator } from "./variants";

const PARENT = "a0000000000000000000000000000001";
const RED_M = "b0000000000000000000000000000002";

async function hydrateAfter(choose: (container: HTMLElement) => void) {
  const { client, requests } = createFakeClient(() => ({
    body: { foundCombination: { variantId: RED_M, options: ["red", "m"] } },
  }));
  const navigate = vi.fn();
  const Shop = shopWrapper(client, "en-GB", navigate);
  const page = (
    <Shop>
      <VariantConfigurator parentId={PARENT} configurator={configurator} selectedOptionIds={["red", "s"]} />
    </Shop>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  choose(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  return { container, requests, navigate };
}

describe("Variant configurator: a choice made before its code arrived", () => {
  it("an option chosen in the server HTML before hydration is switched to: find-variant with it, then its URL", async () => {
    const { container, requests, navigate } = await hydrateAfter((html) => {
      const m = html.querySelector<HTMLInputElement>('input[type="radio"][value="m"]');
      if (!m) throw new Error("the server HTML has no option M");
      m.click();
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith(`/detail/${RED_M}`, {
        replace: true,
        keepScroll: true,
      }),
    );
    expect(requests.map((request) => request.body)).toEqual([
      { options: { colour: "red", size: "m" }, switchedGroup: "size" },
    ]);
    container.remove();
  });

  it("without a choice before hydration nothing is sent", async () => {
    const { container, requests, navigate } = await hydrateAfter(() => {});
    await act(async () => {});
    expect(requests).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    container.remove();
  });
});
