import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { accessoriesSnippetsDe } from "./de";
import { accessoriesSnippetsEn } from "./en";

describeSnippetSets("@vitrine/accessories", accessoriesSnippetsEn, { de: accessoriesSnippetsDe });
