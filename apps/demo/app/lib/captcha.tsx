// The demo's captcha: the shop's setting (GET /vitrine/captcha/settings, read by the root loader), ALTCHA by
// default, or the basic image captcha, reCAPTCHA v2 (checkbox) or v3; the contact page and the CMS forms show it.
import type { FormCaptcha } from "@vitrine/forms";
import { AltchaCaptcha, useAltchaCaptcha } from "@vitrine/forms/altcha";
import { BasicCaptcha, useBasicCaptcha } from "@vitrine/forms/basic-captcha";
import { RecaptchaCaptcha, useRecaptcha } from "@vitrine/forms/recaptcha";
import { DEFAULT_SHOP_CAPTCHA, type ShopCaptchaSettings } from "@vitrine/forms/shop-settings";
// The proof-of-work worker from the shop's own origin: the page's Content-Security-Policy allows no blob: workers.
import altchaShaWorker from "altcha/workers/sha?url";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";

/** ALTCHA's options: challenges from the demo backend (`GET /vitrine/captcha/altcha`), the worker from /assets. */
export const ALTCHA_OPTIONS = {
  workers: { "SHA-256": () => new Worker(altchaShaWorker) },
};

/** The shop's captcha as the root loader hands it to the pages. */
export interface PageCaptcha extends ShopCaptchaSettings {
  /**
   * The demo's own tests (DEMO_RECAPTCHA_STAND_IN=1): reCAPTCHA's script is the stand-in the demo serves, since
   * Google cannot be reached there; a shop loads Google's.
   */
  recaptchaStandIn: boolean;
}

/** The captcha of a protected form: what `useForm` needs, the field to show, and which one it is. */
export interface ShopCaptcha {
  kind: ShopCaptchaSettings["kind"];
  captcha: FormCaptcha;
  field: ReactNode;
}

/**
 * The shop's captcha for the form `formId` (the basic captcha's image and session belong to it). Every provider is
 * set up (hooks in a fixed order); only the shop's renders and loads its script.
 */
export function useShopCaptcha(formId: string, className?: string): ShopCaptcha {
  const root = useRouteLoaderData<{ accessKey: string; captcha?: PageCaptcha }>("root");
  const settings = root?.captcha ?? { ...DEFAULT_SHOP_CAPTCHA, recaptchaStandIn: false };
  const altcha = useAltchaCaptcha(ALTCHA_OPTIONS);
  const basic = useBasicCaptcha({ formId });
  const recaptcha = useRecaptcha({
    siteKey: settings.siteKey,
    version: settings.kind === "recaptcha-v3" ? "v3" : "v2-checkbox",
    ...(settings.recaptchaStandIn
      ? { scriptUrl: `/recaptcha-stand-in.js?accessKey=${encodeURIComponent(root?.accessKey ?? "")}` }
      : {}),
  });
  switch (settings.kind) {
    case "basic":
      return {
        kind: "basic",
        captcha: basic.captcha,
        field: <BasicCaptcha control={basic} className={className} />,
      };
    case "recaptcha-v2":
    case "recaptcha-v3":
      return {
        kind: settings.kind,
        captcha: recaptcha.captcha,
        field: <RecaptchaCaptcha control={recaptcha} className={className} />,
      };
    default:
      return {
        kind: "altcha",
        captcha: altcha.captcha,
        field: <AltchaCaptcha control={altcha} className={className} />,
      };
  }
}

/** The captcha of the CMS `form` elements (page context `useFormCaptcha`): the shop's, as on the contact page. */
export function useCmsFormCaptcha(formId: string): { captcha: FormCaptcha; field: ReactNode } {
  return useShopCaptcha(formId);
}
