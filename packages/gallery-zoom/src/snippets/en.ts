// @vitrine/gallery-zoom/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { gallerySnippets } from "../gallery.snippets";

/** Every English text @vitrine/gallery-zoom shows, by snippet key: the gallery, zoom and product slider. */
export const galleryZoomSnippetsEn = { ...gallerySnippets };

/** The snippet keys of @vitrine/gallery-zoom: a set of another language must give a text for each. */
export type GalleryZoomSnippetKey = keyof typeof galleryZoomSnippetsEn;
