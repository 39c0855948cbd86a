import { act, waitFor } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ChoiceGroup from "./ChoiceGroup";
import { fixtureOptionById, fixtureTemplate } from "./customizedProducts.fixtures";
import { type CustomizedProductControls, useCustomizedProduct } from "./useCustomizedProduct";

const client = createStoreApiClient({
  baseUrl: "http://shop.test/store-api",
  accessKey: "K",
  retry: 0,
  fetch: async () => Response.json({ options: [], totalPrice: 39.99 }),
});
const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };

let latest: CustomizedProductControls | undefined;
function Group() {
  const controls = useCustomizedProduct({ template: fixtureTemplate, productId: "p", unitPrice: 39.99 });
  latest = controls;
  return <ChoiceGroup option={fixtureOptionById("style")} controls={controls} name="style" common={{}} />;
}
const page = () => (
  <VitrineProvider client={client} config={config}>
    <Group />
  </VitrineProvider>
);

describe("choice group before hydration", () => {
  it("a choice clicked in the server's HTML before the group's script ran is kept", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const mono = container.querySelector<HTMLInputElement>('input[value="mono"]');
    mono?.click();
    expect(mono?.checked).toBe(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    await waitFor(() => expect(latest?.state.values.style).toEqual(["mono"]));
    expect(container.querySelector<HTMLInputElement>('input[value="mono"]')?.checked).toBe(true);
    // Unmounted, so that no timer of the configurator (the price display) outlives the test.
    act(() => root?.unmount());
    container.remove();
  });
});
