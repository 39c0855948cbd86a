// A Shopware frontend for e2e/second-origin.spec.ts, built for the browser by the spec: the official
// @shopware/api-client and @shopware/composables wired as @shopware/nuxt-module wires them for Shopware's Vue demo
// store (the context token in the frontend's own `sw-context-token` cookie, written back on every change), the
// composables called in a Vue app's setup.
import { createAPIClient } from "@shopware/api-client";
import {
  createShopwareContext,
  useCart,
  useInternationalization,
  useNavigation,
  useProductSearch,
  useSessionContext,
  useUser,
} from "@shopware/composables/dist";
import { createApp, defineComponent } from "vue";

export { createAPIClient };

/** The token in the frontend's own cookie, as the nuxt module reads it (js-cookie) at start. */
export function cookieToken(): string | undefined {
  const value = /(?:^|; )sw-context-token=([^;]*)/.exec(document.cookie)?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

/** Writes a changed token to the frontend's cookie, as the nuxt module's onContextChanged hook does. */
export function keepToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the frontend's own script-readable cookie, as js-cookie writes it
  document.cookie = `sw-context-token=${encodeURIComponent(token)}; path=/; max-age=31536000; samesite=lax`;
}

function useComposables() {
  return {
    session: useSessionContext(),
    mainNavigation: useNavigation({ type: "main-navigation" }),
    footerNavigation: useNavigation({ type: "footer-navigation" }),
    i18n: useInternationalization(),
    productSearch: useProductSearch(),
    cart: useCart(),
    user: useUser(),
  };
}

/** The composables of a Vue app whose Store API is `endpoint`. */
export type Frontend = ReturnType<typeof useComposables>;

/** Starts the frontend: its API client, the Shopware context, a mounted root component holding the composables. */
export function startFrontend(endpoint: string, accessToken: string): Frontend {
  const token = cookieToken();
  const apiClient = createAPIClient({
    baseURL: endpoint,
    accessToken,
    ...(token ? { contextToken: token } : {}),
  });
  apiClient.hook("onContextChanged", keepToken);
  let frontend: Frontend | undefined;
  const app = createApp(
    defineComponent({
      setup() {
        // biome-ignore lint/correctness/useHookAtTopLevel: a Vue component's setup, where composables belong (not React)
        frontend = useComposables();
        return () => null;
      },
    }),
  );
  app.provide("apiClient", apiClient);
  app.use(createShopwareContext(app, { devStorefrontUrl: null, browserLocale: "en-GB" }));
  app.mount(document.body.appendChild(document.createElement("div")));
  if (!frontend) throw new Error("the frontend's root component did not set up");
  return frontend;
}
