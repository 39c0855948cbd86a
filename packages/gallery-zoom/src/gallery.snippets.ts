import type { Snippets } from "@vitrine/core";

/** English defaults of every text the gallery, zoom, magnifier and product slider show. */
export const gallerySnippets = {
  "gallery.label": "Product images",
  "gallery.slide": "Image {index} of {count}",
  "gallery.previous": "Previous image",
  "gallery.next": "Next image",
  "gallery.thumbnails": "Choose an image",
  "gallery.thumbnail": "Show image {index} of {count}",
  "gallery.openZoom": "Zoom image {index} of {count}",
  "gallery.zoom.title": "Image zoom",
  "gallery.zoom.in": "Zoom in",
  "gallery.zoom.out": "Zoom out",
  "gallery.zoom.reset": "Reset zoom",
  "gallery.zoom.stage": "Zoomed image: arrow keys move it, plus and minus zoom",
  "gallery.zoom.panLeft": "Move image left",
  "gallery.zoom.panRight": "Move image right",
  "gallery.zoom.panUp": "Move image up",
  "gallery.zoom.panDown": "Move image down",
  "gallery.zoom.level": "Zoom {percent} %",
  "slider.label": "Products",
  "slider.previous": "Previous products",
  "slider.next": "Next products",
  "slider.pause": "Pause automatic sliding",
  "slider.play": "Start automatic sliding",
  "slider.empty": "No products to show.",
} satisfies Snippets;
