import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { galleryZoomSnippetsDe } from "./de";
import { galleryZoomSnippetsEn } from "./en";

describeSnippetSets("@vitrine/gallery-zoom", galleryZoomSnippetsEn, { de: galleryZoomSnippetsDe });
