import { describeSnippetSets } from "../../../../config/snippet-sets.testing";
import { wishlistSnippetsDe } from "./de";
import { wishlistSnippetsEn } from "./en";

describeSnippetSets("@vitrine/wishlist", wishlistSnippetsEn, { de: wishlistSnippetsDe });
