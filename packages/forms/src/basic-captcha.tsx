// @vitrine/forms/basic-captcha: Shopware's basic image captcha behind the FormCaptcha interface (own entry).
import { isStoreApiError, type StoreApiClient, useSnippet, useStoreApi } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import { useEffect, useMemo, useRef, useState } from "react";
import { basicCaptchaSnippets } from "./basicCaptcha.snippets";
import type { FormCaptcha } from "./captcha";
import { Field } from "./Field";
import { useFormContext } from "./useForm";

export { basicCaptchaSnippets };

/** The submit button name of `<BasicCaptchaFallback>`'s refresh: the action answers the form back with a new image. */
export const BASIC_CAPTCHA_REFRESH = "captchaRefresh";

/** The field the shopper types the code into (not sent to the protected route: the session is). */
export const BASIC_CAPTCHA_FIELD = "captcha";

/** A string field of an answer, or a parse error (the answers are small: no schema library for two fields). */
function stringField(answer: unknown, name: string, prefix = ""): string {
  const value = (answer as Record<string, unknown> | null)?.[name];
  if (typeof value !== "string" || !value.startsWith(prefix))
    throw new TypeError(`Unexpected answer: ${name}`);
  return value;
}

/** The image route (`GET /vitrine/captcha/basic?formId=`): a new code per call, as a data URL. */
export async function fetchBasicCaptchaImage(client: StoreApiClient, formId: string): Promise<string> {
  return stringField(
    await client.get("/vitrine/captcha/basic", { query: { formId } }),
    "image",
    "data:image/",
  );
}

/** The pre-check (`POST /vitrine/captcha/basic/validate`): the code in, a session out, or `invalid_captcha`. */
export async function validateBasicCaptcha(
  client: StoreApiClient,
  formId: string,
  captcha: string,
): Promise<string> {
  return stringField(
    await client.post("/vitrine/captcha/basic/validate", { body: { formId, captcha } }),
    "session",
  );
}

/** Options of `useBasicCaptcha`. */
export interface BasicCaptchaOptions {
  /** The protected form's id: the image and the session belong to it. */
  formId: string;
  /** Replaces the image call. */
  fetchImage?: typeof fetchBasicCaptchaImage;
  /** Replaces the pre-check call. */
  validate?: typeof validateBasicCaptcha;
}

/** What `useBasicCaptcha` gives: the form's captcha and the state `<BasicCaptcha>` shows. */
export interface BasicCaptchaControls {
  /** Pass to `useForm({ captcha })`. */
  captcha: FormCaptcha;
  /** The image (a data URL; null until it loaded). */
  imageSrc: string | null;
  /** The message of a refused code, or null. */
  message: string | null;
  /** Loads a new image and empties the field. */
  reload: () => void;
  /** Counts the reloads (a new image was announced). */
  reloads: number;
  /** @internal `<BasicCaptcha>` tells when it is shown (the first image loads then). */
  show: (shown: boolean) => void;
}

/**
 * The basic captcha of one form: after validation its token is the session of the
 * pre-check (written back into the form for a submit without JavaScript); a wrong code (`invalid_captcha`) or a
 * refused submission reloads the image and empties the field.
 */
export function useBasicCaptcha(options: BasicCaptchaOptions): BasicCaptchaControls {
  const client = useStoreApi();
  const t = useSnippet(basicCaptchaSnippets);
  const [reloads, setReloads] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef({ options, client, t });
  latest.current = { options, client, t };
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  // A new image (a new code) when the captcha is shown and after each reload.
  const request = shown ? reloads : -1;
  useEffect(() => {
    if (request < 0) return;
    let live = true;
    const { options: current, client: api } = latest.current;
    (current.fetchImage ?? fetchBasicCaptchaImage)(api, current.formId).then(
      (image) => live && setImageSrc(image),
      () => live && setImageSrc(null),
    );
    return () => {
      live = false;
    };
  }, [request]);
  const captcha = useMemo<FormCaptcha & { form?: HTMLFormElement }>(() => {
    const clear = (form: HTMLFormElement | undefined) => {
      const input = form?.elements.namedItem(BASIC_CAPTCHA_FIELD);
      if (input instanceof HTMLInputElement) input.value = "";
      const session = form?.elements.namedItem("captchaSession");
      if (session instanceof HTMLInputElement) session.value = "";
    };
    const self: FormCaptcha & { form?: HTMLFormElement } = {
      token: async (form) => {
        self.form = form;
        const { options: current, client: api, t: text } = latest.current;
        const input = form.elements.namedItem(BASIC_CAPTCHA_FIELD);
        const code = input instanceof HTMLInputElement ? input.value.trim() : "";
        try {
          const session = await (current.validate ?? validateBasicCaptcha)(api, current.formId, code);
          const field = form.elements.namedItem("captchaSession");
          if (field instanceof HTMLInputElement) field.value = session;
          setMessage(null);
          return { captchaSession: session, formId: current.formId };
        } catch (error) {
          // The pipeline resets a refused captcha: a new image, an empty field (invalid_captcha reloads).
          if (isStoreApiError(error) && error.errors.some((entry) => entry.code === "invalid_captcha")) {
            setMessage(text("forms.captcha.basic.invalid"));
          }
          throw error;
        }
      },
      reset: () => {
        clear(self.form);
        setReloads((count) => count + 1);
      },
    };
    return self;
  }, []);
  const reload = () => {
    captcha.reset();
    setMessage(null);
  };
  return { captcha, imageSrc, message, reload, reloads, show: setShown };
}

/** Props of `<BasicCaptcha>`. */
export interface BasicCaptchaProps {
  /** What `useBasicCaptcha` returned. */
  control: BasicCaptchaControls;
  /** Added to the wrapper's class names. */
  className?: string;
}

/**
 * The basic captcha in a protected form: the image with a text alternative, a labelled refresh button, the
 * code field (`autocomplete=off`, required, never stored) with its error tied to it, and a status line that
 * announces a new image.
 */
export function BasicCaptcha({ control, className }: BasicCaptchaProps) {
  const t = useSnippet(basicCaptchaSnippets);
  const form = useFormContext();
  const setError = form?.setError;
  const { show } = control;
  useEffect(() => {
    show(true);
    return () => show(false);
  }, [show]);
  useEffect(() => {
    if (control.message) setError?.(BASIC_CAPTCHA_FIELD, control.message);
  }, [control.message, setError]);
  return (
    <div className={cx("vitrine-captcha", "vitrine-captcha--basic", className)}>
      <div className="vitrine-captcha__image">
        {control.imageSrc ? (
          <img src={control.imageSrc} alt={t("forms.captcha.basic.image")} width={150} height={50} />
        ) : (
          <span className="vitrine-captcha__placeholder" style={{ width: 150, height: 50 }} />
        )}
        <button type="button" className="vitrine-captcha__refresh" onClick={control.reload}>
          {t("forms.captcha.basic.refresh")}
        </button>
      </div>
      <Field
        name={BASIC_CAPTCHA_FIELD}
        label={t("forms.captcha.basic.label")}
        hint={t("forms.captcha.basic.hint")}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        data-persist="false"
      />
      {/* No defaultValue: React would put it back on each render, over the session written here. */}
      <input type="hidden" name="captchaSession" />
      <p className="vitrine-visually-hidden" role="status">
        {control.reloads > 0 ? t("forms.captcha.basic.reloaded") : ""}
      </p>
    </div>
  );
}

/** Props of `<BasicCaptchaFallback>`. */
export interface BasicCaptchaFallbackProps {
  /**
   * The image on the shop's own origin (an `<img>` cannot send the `sw-access-key` header: the shop's server
   * calls `GET /vitrine/captcha/basic` for it), or a data URL the page's loader got. Change it for a new image.
   */
  imageUrl: string;
  /** The message of a refused code (the action's answer), tied to the field. */
  error?: string | null | undefined;
  /** The code field's id (unique on the page). */
  id?: string;
  /** Added to the wrapper's class names. */
  className?: string;
}

/**
 * The basic captcha of a form posted without JavaScript (the pre-check runs in the shop's
 * action, `validateBasicCaptcha`, and the session goes on with the form): inside `<noscript>`, so a page with
 * JavaScript shows its own captcha instead. The refresh is a submit button named `captchaRefresh`.
 */
export function BasicCaptchaFallback({
  imageUrl,
  error,
  id = "vitrine-basic-captcha",
  className,
}: BasicCaptchaFallbackProps) {
  const t = useSnippet(basicCaptchaSnippets);
  const hintId = `${id}-hint`;
  const errorId = `${id}-feedback`;
  return (
    // The class goes on <noscript> too: without JavaScript it is the box a grid or flex layout places.
    <noscript className={className}>
      <div className={cx("vitrine-captcha", "vitrine-captcha--basic", className)}>
        <div className="vitrine-captcha__image">
          <img src={imageUrl} alt={t("forms.captcha.basic.image")} width={150} height={50} />
          <button
            type="submit"
            name={BASIC_CAPTCHA_REFRESH}
            value="1"
            formNoValidate
            className="vitrine-captcha__refresh"
          >
            {t("forms.captcha.basic.noScriptRefresh")}
          </button>
        </div>
        <div className={cx("vitrine-field", error && "vitrine-field--invalid")}>
          <label className="vitrine-field__label vitrine-field__label--required" htmlFor={id}>
            {t("forms.captcha.basic.label")}
          </label>
          <input
            className="vitrine-field__control"
            id={id}
            name={BASIC_CAPTCHA_FIELD}
            required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          <p id={hintId} className="vitrine-field__hint">
            {t("forms.captcha.basic.hint")}
          </p>
          {error ? (
            <p id={errorId} className="vitrine-field__feedback">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </noscript>
  );
}
