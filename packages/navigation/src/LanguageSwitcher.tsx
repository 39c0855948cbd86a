import { useSnippet } from "@vitrine/core";
import { useHydrated } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import type { ReactNode, RefObject } from "react";
import { navigationSnippets } from "./navigation.snippets";
import { type LanguageOption, type UseLanguageSwitchOptions, useLanguageSwitch } from "./useLanguageSwitch";
import { useNativeDisclosure } from "./useNativeDisclosure";

/** Props of `<LanguageSwitcher>`. */
export interface LanguageSwitcherProps extends UseLanguageSwitchOptions {
  /** How a language is written in the button and the list (default: its label). */
  renderLabel?: (language: LanguageOption) => ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The header's language switcher: a disclosure button named "Language" (with the page language's name) and a
 * list of links to the current page in every language of the shop (`hreflang`, `lang`; `aria-current` on the
 * page language). Plain links: the other language's page loads from the server. Before hydration it is a native
 * disclosure (`details`), so the list opens and its links work before the script has run; what the shopper
 * opened then stays open. Renders nothing for a shop with one language.
 */
export function LanguageSwitcher({ renderLabel, className, ...options }: LanguageSwitcherProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  const hydrated = useHydrated();
  const controls = useLanguageSwitch(options);
  const { languages, current, isOpen, setOpen } = controls;
  // The native disclosure's state when the script takes over (a tap before hydration) is the switcher's.
  const disclosure = useNativeDisclosure(setOpen);
  if (languages.length < 2) return null;
  const label = (language: LanguageOption) => renderLabel?.(language) ?? language.label;
  const name = (
    <>
      <span className="vitrine-visually-hidden">{t("navigation.language")}: </span>
      <span className="vitrine-language-switcher__current">{current ? label(current) : null}</span>
    </>
  );
  const links = languages.map((language) => (
    <li key={language.locale}>
      <a className="vitrine-language-switcher__link" {...controls.getLinkProps(language)}>
        {label(language)}
      </a>
    </li>
  ));
  if (!hydrated) {
    return (
      <details {...disclosure} className={cx("vitrine-language-switcher", className)} data-state="closed">
        <summary className="vitrine-language-switcher__button">{name}</summary>
        <ul className="vitrine-language-switcher__list">{links}</ul>
      </details>
    );
  }
  const { ref: rootRef, ...rootProps } = controls.getRootProps();
  return (
    <div
      ref={rootRef as RefObject<HTMLDivElement | null>}
      {...rootProps}
      className={cx("vitrine-language-switcher", className)}
      data-state={isOpen ? "open" : "closed"}
    >
      <button className="vitrine-language-switcher__button" {...controls.getButtonProps()}>
        {name}
      </button>
      <ul className="vitrine-language-switcher__list" {...controls.getListProps()}>
        {links}
      </ul>
    </div>
  );
}
