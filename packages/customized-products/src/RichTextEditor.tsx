// The rich-text editor, loaded lazily with the first rich-text option: bold, italic, underline, strikethrough;
// the sanitised markup is synced 350 ms after typing.
import { useSnippet } from "@vitrine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { RICH_TEXT_BUTTONS, RICH_TEXT_DEBOUNCE_MS } from "./constants";
import { sanitizeRichText } from "./richText";
import { richTextSnippets } from "./richText.snippets";

const ICONS: Record<string, ReactNode> = {
  bold: <b>B</b>,
  italic: <i>I</i>,
  underline: <u>U</u>,
  strikeThrough: <s>S</s>,
};

/** Props of the rich-text editor. */
export interface RichTextEditorProps {
  id: string;
  /** The editor's HTML. */
  value: string;
  /** Called with the new HTML after each edit. */
  onChange: (markup: string) => void;
  /** The id of the element that names the editor. */
  labelledBy: string;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | undefined;
  /** Called when the editor loses focus (the field's rule is checked). */
  onBlur?: () => void;
}

/** A small rich-text editor over a content-editable box with a toolbar of the spec's four buttons. */
export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  onBlur,
  ...aria
}: RichTextEditorProps): ReactNode {
  const t = useSnippet(richTextSnippets);
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // Markup set from outside (restore): shown unless the shopper is typing it.
    if (box.current && document.activeElement !== box.current)
      box.current.innerHTML = sanitizeRichText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const sync = (wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(sanitizeRichText(box.current?.innerHTML ?? "")), wait);
  };
  return (
    <div className="vitrine-cp-richtext">
      <div role="toolbar" aria-label={t("customizedProducts.richText.toolbar")} aria-controls={id}>
        {RICH_TEXT_BUTTONS.map((command) => (
          <button
            key={command}
            type="button"
            aria-label={t(`customizedProducts.richText.${command}`)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              box.current?.focus();
              document.execCommand(command);
              sync(0);
            }}
          >
            {ICONS[command]}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box is content-editable markup, not a plain text field */}
      <div
        ref={box}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        className="vitrine-cp-richtext__box"
        {...aria}
        onInput={() => sync(RICH_TEXT_DEBOUNCE_MS)}
        onBlur={() => {
          sync(0);
          onBlur?.();
        }}
      />
    </div>
  );
}
