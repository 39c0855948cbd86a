import type { Snippets } from "@vitrine/core";
import type { AppLoadContext } from "react-router";
import { pageDomain } from "./language.server";
import { type DemoText, demoTextOf } from "./snippets";
import { shopSnippetsDe } from "./snippets.de";
import { demoSnippets } from "./snippets.en";

/**
 * The snippets of a page in `locale` (`de-DE`, `de`, `en-GB`, …), which the root loader hands to the provider: a
 * German page gets every package's German set and the demo's German texts; any other page the demo's English texts
 * (the packages' English defaults are built into their components). Server only: the browser downloads no set as
 * code, only its page language's texts with the loader's data.
 */
export function shopSnippetsFor(locale: string): Snippets {
  return /^de(-|$)/i.test(locale) ? shopSnippetsDe : demoSnippets;
}

/** `t(key, params)` in the language of this request's page: for the messages an action answers. */
export function pageText(context: AppLoadContext): DemoText {
  return demoTextOf(shopSnippetsFor(pageDomain(context).locale));
}
