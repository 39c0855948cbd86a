// @vitrine/forms/recaptcha: Google reCAPTCHA v2 (checkbox, invisible) and v3 behind the FormCaptcha interface
// (own entry; Google's script loads after consent or on the first interaction with a protected form).
import { useSnippet } from "@vitrine/core";
import { cx, loadScript } from "@vitrine/core/utils";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FormCaptcha } from "./captcha";
import { recaptchaSnippets } from "./recaptcha.snippets";

export { recaptchaSnippets };

/** Google's loader; the default. */
export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
/** The field a v3 token is sent in (Shopware's name). */
export const RECAPTCHA_V3_FIELD = "_grecaptcha_v3";
/** The field a v2 token is sent in (Google's name). */
export const RECAPTCHA_V2_FIELD = "g-recaptcha-response";

/** The part of Google's documented `grecaptcha` API the provider uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement | string, parameters: Record<string, unknown>): number;
  execute(siteKeyOrWidget?: string | number, options?: { action: string }): Promise<string> | undefined;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

/** v2 with the "I'm not a robot" checkbox, v2 invisible (runs on submit), or v3 (a score, no interaction). */
export type RecaptchaVersion = "v2-checkbox" | "v2-invisible" | "v3";

/** Options of `useRecaptcha`. */
export interface RecaptchaOptions {
  /** The shop's site key. */
  siteKey: string;
  /** Which reCAPTCHA (`v3` by default). */
  version?: RecaptchaVersion;
  /** The v3 action name (`submit` by default). */
  action?: string;
  /** The loader script (Google's by default; the demo's tests use a stand-in with the same API). */
  scriptUrl?: string;
  /** The shopper consented to Google's script: load it at once instead of on the first interaction. */
  consent?: boolean;
}

/** The page's `grecaptcha`, once its script ran. */
const grecaptchaOf = (): Grecaptcha | undefined => (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;

/** Loads the reCAPTCHA script once per address and resolves with the page's `grecaptcha` when it is ready. */
export async function loadRecaptcha(options: RecaptchaOptions): Promise<Grecaptcha> {
  const url = new URL(options.scriptUrl ?? RECAPTCHA_SCRIPT_URL, document.baseURI);
  url.searchParams.set("render", (options.version ?? "v3") === "v3" ? options.siteKey : "explicit");
  await loadScript(url.href).catch(() => {
    throw new Error(`reCAPTCHA: ${url.href} did not load`);
  });
  const api = grecaptchaOf();
  if (!api) throw new Error("reCAPTCHA: the script defined no grecaptcha");
  return new Promise((resolve) => api.ready(() => resolve(api)));
}

/** What `useRecaptcha` gives: the form's captcha and the state `<RecaptchaCaptcha>` shows. */
export interface RecaptchaControls {
  /** Pass to `useForm({ captcha })`. */
  captcha: FormCaptcha;
  /** The message to show (a v2 checkbox not ticked, a script that did not load), or null. */
  message: string | null;
  /** @internal for `<RecaptchaCaptcha>`: loads the script and renders a v2 widget into the container. */
  mount: (container: HTMLElement) => Promise<void>;
  /** The options it was made with. */
  options: RecaptchaOptions;
}

/**
 * The reCAPTCHA of one form: v3 executes on submit and sends `_grecaptcha_v3`; v2
 * sends `g-recaptcha-response` (the checkbox must be ticked; the invisible one runs on submit). A form without
 * the token input is a developer error; a refused submission resets the widget.
 */
export function useRecaptcha(options: RecaptchaOptions): RecaptchaControls {
  const t = useSnippet(recaptchaSnippets);
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef({ options, t });
  latest.current = { options, t };
  const state = useRef<{ widgetId?: number; pending?: (token: string) => void }>({});
  const controls = useMemo(() => {
    const version = () => latest.current.options.version ?? "v3";
    const mount = async (container: HTMLElement) => {
      const current = latest.current.options;
      const api = await loadRecaptcha(current);
      if (version() === "v3" || state.current.widgetId !== undefined || !container.isConnected) return;
      state.current.widgetId = api.render(container, {
        sitekey: current.siteKey,
        ...(version() === "v2-invisible" ? { size: "invisible" } : {}),
        callback: (token: string) => {
          setMessage(null);
          state.current.pending?.(token);
          state.current.pending = undefined;
        },
      });
    };
    const captcha: FormCaptcha = {
      token: async (form) => {
        const current = latest.current;
        const field = version() === "v3" ? RECAPTCHA_V3_FIELD : RECAPTCHA_V2_FIELD;
        const container = form.querySelector<HTMLElement>("[data-vitrine-recaptcha]");
        if (version() === "v3" && !form.elements.namedItem(field)) {
          const error = new Error(
            `reCAPTCHA: the form has no "${field}" input; render <RecaptchaCaptcha> in it.`,
          );
          console.error(error);
          throw error;
        }
        if (!container) throw new Error("reCAPTCHA: render <RecaptchaCaptcha> inside the protected form.");
        let api: Grecaptcha;
        try {
          await mount(container);
          api = await loadRecaptcha(current.options);
        } catch (error) {
          setMessage(current.t("forms.captcha.recaptcha.failed"));
          throw error;
        }
        if (version() === "v3") {
          const token = (await api.execute(current.options.siteKey, {
            action: current.options.action ?? "submit",
          })) as string;
          const input = form.elements.namedItem(field);
          if (input instanceof HTMLInputElement) input.value = token;
          return { [field]: token };
        }
        const widgetId = state.current.widgetId;
        if (version() === "v2-invisible") {
          const token = await new Promise<string>((resolve) => {
            state.current.pending = resolve;
            api.execute(widgetId);
          });
          return { [field]: token };
        }
        const token = api.getResponse(widgetId);
        if (!token) {
          setMessage(current.t("forms.captcha.recaptcha.required"));
          throw new Error("reCAPTCHA: not ticked yet");
        }
        return { [field]: token };
      },
      reset: () => {
        const api = grecaptchaOf();
        if (api && state.current.widgetId !== undefined) api.reset(state.current.widgetId);
      },
    };
    return { captcha, mount };
  }, []);
  return { ...controls, message, options };
}

/** Props of `<RecaptchaCaptcha>`. */
export interface RecaptchaCaptchaProps {
  /** What `useRecaptcha` returned. */
  control: RecaptchaControls;
  /** Added to the wrapper's class names. */
  className?: string;
}

/**
 * reCAPTCHA in a protected form: the v3 token input (hidden, never `required`) or the v2 widget's place, and an
 * alert for its message. Google's script loads after consent, or when the shopper first focuses or touches
 * the form.
 */
export function RecaptchaCaptcha({ control, className }: RecaptchaCaptchaProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const { mount, options } = control;
  useEffect(() => {
    const place = container.current;
    const form = place?.closest("form");
    if (!place) return;
    const start = () => {
      mount(place).catch(() => {});
    };
    if (options.consent) {
      start();
      return;
    }
    form?.addEventListener("focusin", start, { once: true });
    form?.addEventListener("pointerdown", start, { once: true });
    return () => {
      form?.removeEventListener("focusin", start);
      form?.removeEventListener("pointerdown", start);
    };
  }, [mount, options.consent]);
  const v3 = (options.version ?? "v3") === "v3";
  return (
    <div className={cx("vitrine-captcha", "vitrine-captcha--recaptcha", className)}>
      {v3 ? <input type="hidden" name={RECAPTCHA_V3_FIELD} data-persist="false" /> : null}
      <div ref={container} className="vitrine-captcha__recaptcha" data-vitrine-recaptcha="" />
      {control.message ? (
        <p className="vitrine-field__feedback" role="alert">
          {control.message}
        </p>
      ) : null}
    </div>
  );
}
