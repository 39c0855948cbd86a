// The demo's captcha choice: ALTCHA (accessible, no third party) for the contact page and the CMS forms.
import type { FormCaptcha } from "@vitrine/forms";
import { AltchaCaptcha, useAltchaCaptcha } from "@vitrine/forms/altcha";
// The proof-of-work worker from the shop's own origin: the page's Content-Security-Policy allows no blob: workers.
import altchaShaWorker from "altcha/workers/sha?url";
import type { ReactNode } from "react";

/** ALTCHA's options: challenges from the demo backend (`GET /vitrine/captcha/altcha`), the worker from /assets. */
export const ALTCHA_OPTIONS = {
  workers: { "SHA-256": () => new Worker(altchaShaWorker) },
};

/** The captcha of the CMS `form` elements (page context `useFormCaptcha`): ALTCHA, as on the contact page. */
export function useCmsFormCaptcha(): { captcha: FormCaptcha; field: ReactNode } {
  const altcha = useAltchaCaptcha(ALTCHA_OPTIONS);
  return { captcha: altcha.captcha, field: <AltchaCaptcha control={altcha} /> };
}
