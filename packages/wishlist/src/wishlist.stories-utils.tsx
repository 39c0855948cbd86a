// Story helpers (not exported by the package): a fake shop per story, consent as the story needs it.
import { setConsentChecker } from "@vitrine/core";
import type { ReactNode } from "react";
import { fn } from "storybook/test";
import { createFakeShop, type FakeShopOptions, ShopFrame, type ShopOptions } from "./wishlist.test-utils";

/** What a story's loader hands to render and play. */
export interface StoryShop {
  shop: ReturnType<typeof createFakeShop>;
  navigate: ReturnType<typeof fn>;
}

/** Loaders and a frame for a story: a fake shop, a spy on navigation, and the wishlist provider's options. */
export function withShop<Args>(
  shopOptions: FakeShopOptions,
  frame: Omit<ShopOptions, "navigate">,
  render: (args: Args) => ReactNode,
  { consent = true }: { consent?: boolean } = {},
) {
  return {
    beforeEach: () => {
      setConsentChecker((name) => consent && name === "wishlist-enabled");
      return () => setConsentChecker(() => false);
    },
    loaders: [async (): Promise<StoryShop> => ({ shop: createFakeShop(shopOptions), navigate: fn() })],
    render: (args: Args, { loaded }: { loaded: Record<string, unknown> }) => {
      const { shop, navigate } = loaded as unknown as StoryShop;
      return (
        <ShopFrame
          client={shop.client}
          navigate={navigate}
          currentPath={() => "/detail/linen-shirt"}
          {...frame}
        >
          {render(args)}
        </ShopFrame>
      );
    },
  };
}

/** The loaded fake shop of a story. */
export function storyShop(loaded: Record<string, unknown>): StoryShop {
  return loaded as unknown as StoryShop;
}
