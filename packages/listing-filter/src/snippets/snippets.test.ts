import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { listingFilterSnippetsDe } from "./de";
import { listingFilterSnippetsEn } from "./en";

describeSnippetSets("@vitrine/listing-filter", listingFilterSnippetsEn, { de: listingFilterSnippetsDe });
