// The two ways to Google: gtag.js, or a Tag Manager container reading the dataLayer.
import { loadScript } from "@vitrine/core/utils";
import type { AnalyticsTarget } from "./analytics";

type Layer = unknown[];
type Command = (...args: unknown[]) => void;

/** The page's data layer `name`, created when missing. */
function dataLayer(name: string): Layer {
  const scope = window as unknown as Record<string, Layer>;
  scope[name] ??= [];
  return scope[name];
}

/** gtag's own command function: pushes its `arguments` object, as Google's snippet does. */
function command(name: string): Command {
  return function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer, not arrays
    dataLayer(name).push(arguments);
  };
}

/** Adds the tag script (async, with the page's CSP nonce when given); a script that does not load sends nothing. */
function addScript(src: string, nonce?: string) {
  loadScript(src, { nonce }).catch(() => undefined);
}

/** Options of {@link tagManagerTarget}. */
export interface TagManagerOptions {
  /** The container id (`GTM-XXXX`); without it nothing is loaded (a page that has its own container, tests, the demo). */
  containerId?: string;
  /** Name of the data layer (default `dataLayer`). */
  dataLayerName?: string;
  /** The CSP nonce of the page, for the container script. */
  nonce?: string;
}

/**
 * A Tag Manager target: consent as gtag commands, events as `{ event, ecommerce }` after an `{ ecommerce: null }`
 * reset, the container script added only after consent.
 */
export function tagManagerTarget({
  containerId,
  dataLayerName = "dataLayer",
  nonce,
}: TagManagerOptions = {}): AnalyticsTarget {
  const gtag = command(dataLayerName);
  return {
    consent: (mode, state) => gtag("consent", mode, state),
    load() {
      if (!containerId) return;
      dataLayer(dataLayerName).push({ "gtm.start": Date.now(), event: "gtm.js" });
      const layer = dataLayerName === "dataLayer" ? "" : `&l=${dataLayerName}`;
      addScript(`https://www.googletagmanager.com/gtm.js?id=${containerId}${layer}`, nonce);
    },
    set: (params) => dataLayer(dataLayerName).push(params),
    send({ name, ecommerce, params }) {
      const layer = dataLayer(dataLayerName);
      layer.push({ ecommerce: null });
      layer.push({ event: name, ...params, ...(ecommerce && { ecommerce }) });
    },
  };
}

/** Options of {@link gtagTarget}. */
export interface GtagOptions {
  /** The GA4 measurement id (`G-XXXX`). */
  measurementId: string;
  /** The CSP nonce of the page, for gtag.js. */
  nonce?: string;
}

/** A gtag.js target: consent and events as gtag commands, gtag.js added and configured only after consent. */
export function gtagTarget({ measurementId, nonce }: GtagOptions): AnalyticsTarget {
  const scope = window as unknown as { gtag?: Command };
  scope.gtag ??= command("dataLayer");
  const gtag: Command = (...args) => scope.gtag?.(...args);
  return {
    consent: (mode, state) => gtag("consent", mode, state),
    load() {
      addScript(`https://www.googletagmanager.com/gtag/js?id=${measurementId}`, nonce);
      gtag("js", new Date());
      gtag("config", measurementId);
    },
    set: (params) => gtag("set", params),
    send: ({ name, ecommerce, params }) => gtag("event", name, { ...params, ...ecommerce }),
  };
}
