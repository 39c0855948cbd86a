// @vitrine/gallery-zoom/snippets/de: every German text of the package, in the wording of Shopware's de-DE storefront.
import type { GalleryZoomSnippetKey } from "./en";

export type { GalleryZoomSnippetKey };

/** Every German text @vitrine/gallery-zoom shows, by snippet key. */
export const galleryZoomSnippetsDe: Record<GalleryZoomSnippetKey, string> = {
  "gallery.label": "Produktbilder",
  "gallery.slide": "Bild {index} von {count}",
  "gallery.previous": "Vorheriges Bild",
  "gallery.next": "Nächstes Bild",
  "gallery.thumbnails": "Bild auswählen",
  "gallery.thumbnail": "Bild {index} von {count} anzeigen",
  "gallery.openZoom": "Bild {index} von {count} vergrößern",
  "gallery.zoom.title": "Bildzoom",
  "gallery.zoom.in": "Vergrößern",
  "gallery.zoom.out": "Verkleinern",
  "gallery.zoom.reset": "Zoom zurücksetzen",
  "gallery.zoom.stage": "Vergrößertes Bild: Pfeiltasten verschieben es, Plus und Minus zoomen",
  "gallery.zoom.panLeft": "Bild nach links verschieben",
  "gallery.zoom.panRight": "Bild nach rechts verschieben",
  "gallery.zoom.panUp": "Bild nach oben verschieben",
  "gallery.zoom.panDown": "Bild nach unten verschieben",
  "gallery.zoom.level": "Zoom {percent} %",
  "slider.label": "Produkte",
  "slider.previous": "Vorherige Produkte",
  "slider.next": "Nächste Produkte",
  "slider.pause": "Automatischen Wechsel anhalten",
  "slider.play": "Automatischen Wechsel starten",
  "slider.empty": "Keine Produkte vorhanden.",
};
