import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { gallerySnippets } from "./gallery.snippets";
import type { Gallery } from "./useGallery";

/** The previous/next arrows of a gallery's slider (none with fewer than two images). */
export function GalleryArrows({ gallery }: { gallery: Gallery }): ReactNode {
  const t = useSnippet(gallerySnippets);
  if (gallery.count < 2) return null;
  return (
    <>
      <button
        className="vitrine-gallery__arrow"
        data-direction="previous"
        {...gallery.getPreviousButtonProps(t("gallery.previous"))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        className="vitrine-gallery__arrow"
        data-direction="next"
        {...gallery.getNextButtonProps(t("gallery.next"))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
