import { render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createStoreApiClient } from "./client";
import {
  useConfig,
  useFeature,
  useMoney,
  useRoute,
  useSnippet,
  useStoreApi,
  useVitrine,
  VitrineProvider,
} from "./provider";

const client = createStoreApiClient({ baseUrl: "/store-api", accessKey: "KEY" });
const config = { salesChannelId: "sc-1", locale: "en-GB", currency: "EUR", features: { wishlist: false } };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={client} config={config} snippets={{ "cart.title": "Your basket" }}>
      {children}
    </VitrineProvider>
  );
}

/** A component reading snippets, for the snippet test. */
function Title() {
  const t = useSnippet({ "cart.title": "Shopping cart", "cart.count": "{count} items" });
  return (
    <p>
      {t("cart.title")} – {t("cart.count", { count: 2 })}
    </p>
  );
}

describe("VitrineProvider", () => {
  it("hands the client and the configuration (with Shopware's routes filled in) to hooks", () => {
    const { result } = renderHook(() => ({ api: useStoreApi(), config: useConfig() }), { wrapper });
    expect(result.current.api).toBe(client);
    expect(result.current.config.salesChannelId).toBe("sc-1");
    expect(result.current.config.routes.product).toBe("/detail/{productId}");
  });

  it("reads snippets from the shop first, then the package's English defaults", () => {
    render(<Title />, { wrapper });
    expect(screen.getByText("Your basket – 2 items")).toBeTruthy();
  });

  it("formats money in the shop's locale and currency, builds routes, and reads feature switches", () => {
    const { result } = renderHook(
      () => ({
        money: useMoney(),
        route: useRoute(),
        wishlist: useFeature("wishlist"),
        other: useFeature("x"),
      }),
      { wrapper },
    );
    expect(result.current.money(19.9)).toBe("€19.90");
    expect(result.current.route("product", { productId: "a b" })).toBe("/detail/a%20b");
    expect(result.current.wishlist).toBe(false);
    expect(result.current.other).toBe(true);
  });

  it("says clearly when a hook is used without a provider", () => {
    expect(() => renderHook(() => useVitrine())).toThrow(
      "Vitrine hooks need a <VitrineProvider> above them.",
    );
  });
});
