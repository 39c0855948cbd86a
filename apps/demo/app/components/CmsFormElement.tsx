// The CMS `form` element with the shop's captcha (its setting, as on the contact page): its own chunk, so the captcha
// code loads only with a layout that has a form, not with every CMS page.
import type { CmsElementProps } from "@vitrine/cms";
import { CmsFormElement as PackageForm } from "@vitrine/cms/elements";
import { useCmsFormCaptcha } from "../lib/captcha";

/** `form`: the package's contact/newsletter form element with the shop's captcha as the page context's. */
export function DemoCmsForm(props: CmsElementProps) {
  return <PackageForm {...props} context={{ ...props.context, useFormCaptcha: useCmsFormCaptcha }} />;
}
