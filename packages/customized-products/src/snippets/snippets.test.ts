import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { customizedProductsSnippetsDe } from "./de";
import { customizedProductsSnippetsEn } from "./en";

describeSnippetSets("@vitrine/customized-products", customizedProductsSnippetsEn, {
  de: customizedProductsSnippetsDe,
});
