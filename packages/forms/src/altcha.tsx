// @vitrine/forms/altcha: the ALTCHA proof-of-work captcha behind the FormCaptcha interface (own entry: the widget
// script loads only when a protected form is shown).
import { type StoreApiClient, useStoreApi } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import { createElement, useEffect, useMemo, useRef, useState } from "react";
import type { FormCaptcha } from "./captcha";

/** The form field ALTCHA's payload travels in by default. */
export const ALTCHA_FIELD = "altcha";

/** Options of `useAltchaCaptcha`. */
export interface AltchaCaptchaOptions {
  /** The Store API route that answers a new challenge (`/vitrine/captcha/altcha` by default). */
  challengePath?: string;
  /** Replaces the challenge call (the shop's own route, a story's fixed challenge). */
  fetchChallenge?: (client: StoreApiClient) => Promise<unknown>;
  /** The field the payload is sent in (`altcha`). */
  name?: string;
  /**
   * Workers from the shop's own origin, for a Content-Security-Policy without `blob:` workers; by algorithm
   * (e.g. `{ "SHA-256": () => new Worker(shaWorkerUrl) }` with `altcha/workers/sha`).
   */
  workers?: Record<string, () => Worker>;
  /** Loads the widget's custom element (the `altcha` package by default; stories and tests pass their own). */
  load?: () => Promise<unknown>;
}

/** What the widget element offers (the part the captcha uses). */
interface AltchaWidgetElement extends HTMLElement {
  verify?: () => void;
  reset?: () => void;
  configure?: (options: Record<string, unknown>) => void;
}

/** The challenge route of the demo backend (a shop provides its own, see the README). */
export const ALTCHA_CHALLENGE_PATH = "/vitrine/captcha/altcha";

/** The widget's states (the `statechange` event's `detail.state`). */
type AltchaState = "unverified" | "verifying" | "verified" | "error" | "expired" | "code";

/** What `useAltchaCaptcha` gives: the form's captcha and the props of `<AltchaCaptcha>`. */
export interface AltchaCaptchaControls {
  /** Pass to `useForm({ captcha })`. */
  captcha: FormCaptcha;
  /** @internal the widget's element and options, for `<AltchaCaptcha>`. */
  widget: {
    ref: (element: HTMLElement | null) => void;
    /** Called once the widget's script has loaded and its challenge is set: a waiting send goes on. */
    ready: () => void;
    options: AltchaCaptchaOptions;
  };
}

/**
 * How long a send made before the widget's script has arrived waits for it (ms), then gives up (nothing is sent,
 * the box stays for the shopper to tick).
 */
export const ALTCHA_READY_TIMEOUT_MS = 15_000;

const loadAltcha = () => import("altcha");

/** Registers the shop's own workers once the widget's global registry exists. */
function registerWorkers(workers: AltchaCaptchaOptions["workers"]): void {
  const registry = (globalThis as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
  if (!workers || !registry) return;
  for (const [algorithm, create] of Object.entries(workers)) registry.algorithms.set(algorithm, create);
}

/**
 * The ALTCHA captcha of one form (issue 18 item 7): its token is the widget's payload; when the shopper has not
 * ticked "I'm not a robot" yet, sending the form runs the proof of work first. A refused submission resets it
 * (a payload is good once).
 */
export function useAltchaCaptcha(options: AltchaCaptchaOptions): AltchaCaptchaControls {
  const element = useRef<AltchaWidgetElement | null>(null);
  const payload = useRef<string | null>(null);
  const latest = useRef(options);
  latest.current = options;
  return useMemo<AltchaCaptchaControls>(() => {
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    // A quick shopper may send before the widget's script has arrived: the send waits for it, within bounds.
    const readyWidget = async () => {
      if (element.current?.verify) return element.current;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ALTCHA_READY_TIMEOUT_MS);
      });
      await Promise.race([ready, late]);
      clearTimeout(timer);
      if (!element.current?.verify) throw new Error("The ALTCHA widget did not load.");
      return element.current;
    };
    const captcha: FormCaptcha = {
      token: async () => {
        const name = latest.current.name ?? ALTCHA_FIELD;
        if (payload.current) return { [name]: payload.current };
        const widget = await readyWidget();
        if (payload.current) return { [name]: payload.current };
        return new Promise<Record<string, string>>((resolve, reject) => {
          const onState = (event: Event) => {
            const { state, payload: solved } = (
              event as CustomEvent<{ state: AltchaState; payload?: string }>
            ).detail;
            if (state === "verified" && solved) {
              widget.removeEventListener("statechange", onState);
              resolve({ [name]: solved });
            } else if (state === "error" || state === "expired") {
              widget.removeEventListener("statechange", onState);
              reject(new Error(`ALTCHA: ${state}`));
            }
          };
          widget.addEventListener("statechange", onState);
          widget.verify?.();
        });
      },
      reset: () => {
        payload.current = null;
        element.current?.reset?.();
      },
    };
    // The widget's state follows the shopper (ticking the box, an expired challenge): the payload with it.
    const follow = (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<{ state: AltchaState; payload?: string }>)
        .detail;
      payload.current = state === "verified" && solved ? solved : null;
    };
    const ref = (node: HTMLElement | null) => {
      element.current?.removeEventListener("statechange", follow);
      element.current = node as AltchaWidgetElement | null;
      node?.addEventListener("statechange", follow);
    };
    return { captcha, widget: { ref, ready: markReady, options: latest.current } };
  }, []);
}

/** Props of `<AltchaCaptcha>`. */
export interface AltchaCaptchaProps {
  /** What `useAltchaCaptcha` returned. */
  control: AltchaCaptchaControls;
  /** Added to the wrapper's class names. */
  className?: string;
}

/**
 * The ALTCHA widget inside a protected form: a real checkbox ("I'm not a robot") that runs a proof of work in
 * the browser and announces its state; no image, no puzzle, no third-party request. Its script loads when it
 * is shown.
 */
export function AltchaCaptcha({ control, className }: AltchaCaptchaProps) {
  const { options, ref, ready: markReady } = control.widget;
  const client = useStoreApi();
  const [ready, setReady] = useState(false);
  const element = useRef<AltchaWidgetElement | null>(null);
  // The challenge comes through the shop's Store API client (access key, context), not a bare fetch.
  useEffect(() => {
    const widget = element.current;
    if (!ready || !widget) return;
    const challenge = async () => {
      const body = await (options.fetchChallenge
        ? options.fetchChallenge(client)
        : client.get(options.challengePath ?? ALTCHA_CHALLENGE_PATH));
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    };
    const configure = () => {
      widget.configure?.({ fetch: challenge });
      markReady();
    };
    if (widget.configure) configure();
    else widget.addEventListener("load", configure, { once: true });
    return () => widget.removeEventListener("load", configure);
  }, [ready, client, options, markReady]);
  useEffect(() => {
    let live = true;
    (options.load ?? loadAltcha)().then(
      () => {
        registerWorkers(options.workers);
        if (live) setReady(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [options]);
  return (
    <div
      className={cx("vitrine-captcha", "vitrine-captcha--altcha", className)}
      data-ready={ready || undefined}
    >
      {createElement("altcha-widget", {
        ref: (node: HTMLElement | null) => {
          element.current = node as AltchaWidgetElement | null;
          ref(node);
        },
        challenge: options.challengePath ?? ALTCHA_CHALLENGE_PATH,
        name: options.name ?? ALTCHA_FIELD,
        auto: "off",
      })}
    </div>
  );
}
