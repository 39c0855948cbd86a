import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type RefObject,
  useId,
  useRef,
  useState,
} from "react";
import { useDismiss } from "./useDismiss";

/**
 * One language of the shop, as the page offers it: the same page in that language (`href`, from the shop's
 * `hreflang` alternates), its locale (`de-DE`), the Store API language id and the name it calls itself by.
 */
export interface LanguageOption {
  /** The language's locale code, e.g. `de-DE`; the link's `hreflang` and `lang`. */
  locale: string;
  /** The Store API language id (optional). */
  languageId?: string;
  /** The current page in this language (its SEO URL there), e.g. `/de/Bekleidung/`. */
  href: string;
  /** The language's name in itself (`Deutsch`, `English`). */
  label: string;
}

/** Options of {@link useLanguageSwitch}. */
export interface UseLanguageSwitchOptions {
  /** Every language of the shop, the current one included. */
  languages: readonly LanguageOption[];
  /** The page language: its locale (`en-GB`) or its language id. */
  current: string;
}

/** What {@link useLanguageSwitch} gives a language switcher's markup. */
export interface LanguageSwitchControls {
  languages: readonly LanguageOption[];
  /** The page language's entry (undefined when `current` names none of them). */
  current: LanguageOption | undefined;
  isOpen: boolean;
  setOpen(open: boolean): void;
  /** The element around button and list: the list closes when the focus leaves it. */
  getRootProps(): HTMLAttributes<HTMLElement> & { ref: RefObject<HTMLElement | null> };
  /** The disclosure button: `aria-expanded`, `aria-controls`, toggles on click, closes on Escape. */
  getButtonProps(): ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefObject<HTMLButtonElement | null> };
  /** The list of languages: its id, hidden while closed, closes on Escape. */
  getListProps(): HTMLAttributes<HTMLElement>;
  /**
   * A language's link: the same page in that language (`href`, `hreflang`, `lang`), `aria-current` on the page
   * language. A plain link: the page loads in the other language (its texts, prices and links come from the server).
   */
  getLinkProps(language: LanguageOption): AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** Whether a language option is the one `current` names (by locale, case-insensitive, or by language id). */
export function isCurrentLanguage(language: LanguageOption, current: string): boolean {
  return language.locale.toLowerCase() === current.toLowerCase() || language.languageId === current;
}

/**
 * The headless language switcher: a disclosure button and a list of links to the current page in every language
 * of the shop (WAI-ARIA disclosure pattern: Enter or Space opens, Tab walks the links, Escape closes and focus
 * returns to the button; a click or the focus outside closes it).
 */
export function useLanguageSwitch({ languages, current }: UseLanguageSwitchOptions): LanguageSwitchControls {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const active = languages.find((language) => isCurrentLanguage(language, current));
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape closes the list and focus goes back to the button; a click or the focus outside closes it.
  const dismiss = useDismiss(rootRef, buttonRef, isOpen, setOpen);
  return {
    languages,
    current: active,
    isOpen,
    setOpen,
    getRootProps: () => ({ ref: rootRef, ...dismiss }),
    getButtonProps: () => ({
      ref: buttonRef,
      type: "button",
      "aria-expanded": isOpen,
      "aria-controls": listId,
      onClick: () => setOpen(!isOpen),
    }),
    getListProps: () => ({ id: listId, hidden: !isOpen }),
    getLinkProps: (language) => ({
      href: language.href,
      hrefLang: language.locale,
      lang: language.locale,
      "aria-current": language === active ? "true" : undefined,
    }),
  };
}
