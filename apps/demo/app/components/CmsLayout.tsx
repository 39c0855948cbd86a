import { type CheckedCmsPage, CmsPage } from "@vitrine/cms";
import { CMS_DEVELOPMENT, cmsRegistry } from "../lib/cms";

/** A page built from its Shopping Experience layout with the demo's registry (home, landing pages). */
export function CmsLayout({
  page,
  videoConsent,
  className,
}: {
  page: CheckedCmsPage;
  videoConsent: boolean;
  className: string;
}) {
  return (
    <CmsPage
      page={page}
      registry={cmsRegistry}
      context={{ videoConsent }}
      development={CMS_DEVELOPMENT}
      className={`cms-page ${className}`}
    />
  );
}
