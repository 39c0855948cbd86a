import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { gallerySnippets } from "./gallery.snippets";
import type { Gallery } from "./useGallery";

/** The previous/next arrows of a gallery's slider (none with fewer than two images). */
export function GalleryArrows({ gallery }: { gallery: Gallery }): ReactNode {
  const t = useSnippet(gallerySnippets);
  if (gallery.count < 2) return null;
  return (["previous", "next"] as const).map((direction) => (
    <button
      key={direction}
      className="vitrine-gallery__arrow"
      data-direction={direction}
      {...(direction === "next" ? gallery.getNextButtonProps : gallery.getPreviousButtonProps)(
        t(`gallery.${direction}`),
      )}
    >
      <span aria-hidden="true">{direction === "next" ? "›" : "‹"}</span>
    </button>
  ));
}
