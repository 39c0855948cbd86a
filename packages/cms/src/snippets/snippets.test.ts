import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { cmsSnippetsDe } from "./de";
import { cmsSnippetsEn } from "./en";

describeSnippetSets("@vitrine/cms", cmsSnippetsEn, { de: cmsSnippetsDe });
