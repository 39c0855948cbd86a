import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useOutsidePress } from "./useOutsidePress";

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
  const active = useMemo(
    () => languages.find((language) => isCurrentLanguage(language, current)),
    [languages, current],
  );
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onEscape = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Escape" || !isOpen) return;
      event.preventDefault();
      setOpen(false);
      // Focus goes back to the button that opened the list.
      buttonRef.current?.focus();
    },
    [isOpen],
  );
  // A click (or tap) outside closes the list.
  useOutsidePress(rootRef, isOpen, setOpen);
  return {
    languages,
    current: active,
    isOpen,
    setOpen,
    getRootProps: () => ({
      ref: rootRef,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !event.currentTarget.contains(next)) setOpen(false);
      },
    }),
    getButtonProps: () => ({
      ref: buttonRef,
      type: "button",
      "aria-expanded": isOpen,
      "aria-controls": listId,
      onClick: () => setOpen(!isOpen),
      onKeyDown: onEscape,
    }),
    getListProps: () => ({ id: listId, hidden: !isOpen, onKeyDown: onEscape }),
    getLinkProps: (language) => {
      const isCurrent = language === active;
      return {
        href: language.href,
        hrefLang: language.locale,
        lang: language.locale,
        "aria-current": isCurrent ? "true" : undefined,
      };
    },
  };
}
