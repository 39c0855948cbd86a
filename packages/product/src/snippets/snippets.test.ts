import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { productSnippetsDe } from "./de";
import { productSnippetsEn } from "./en";

describeSnippetSets("@vitrine/product", productSnippetsEn, { de: productSnippetsDe });
