import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { navigationSnippetsDe } from "./de";
import { navigationSnippetsEn } from "./en";

describeSnippetSets("@vitrine/navigation", navigationSnippetsEn, { de: navigationSnippetsDe });
