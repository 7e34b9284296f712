import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { useShortenedPaste } from "../edit/shortened-paste.ts";
import { useSheet } from "../sheet-context.ts";
import { markOverflow } from "./mark-overflow.ts";

export type EditableTextProps = {
  readonly text: string;
  /** Lines the slot has; one line is an `<input>`, more a `<textarea>`. */
  readonly lines: number;
  /**
   * Text that wraps as it grows (its slot gains lines as pagination measures it): always a
   * `<textarea>`, so the field keeps focus when a line is added.
   */
  readonly isMultiline?: boolean;
  /** The accessible name, e.g. "Title" or "Morning, item 2". */
  readonly label: string;
  readonly onEdit: (text: string) => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  readonly onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Registers the field so the sheet can move focus to it (see SheetActions.fields). */
  readonly fieldKey?: string;
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly className?: string;
};

/**
 * A plain-text input drawn exactly like the printed text. Its box never grows: text that does not
 * fit is cut off and marked with `data-overflow`. A paste its `maxLength` cut short is said under it.
 */
export function EditableText(props: EditableTextProps): ReactElement {
  const {
    text,
    lines,
    isMultiline,
    label,
    onEdit,
    onKeyDown,
    onFocus,
    fieldKey,
    maxLength,
    placeholder,
    className,
  } = props;
  const { fields, isTabbable } = useSheet();
  // An id of its own, as the browser asks of every form field (its Issues panel names those without).
  const id = useId();
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const shortened = useShortenedPaste(maxLength);
  const noteId = `${id}-note`;

  // Memoised rows re-render only when their text or slot changed, so measuring on every render is cheap.
  useLayoutEffect(() => {
    if (element.current) markOverflow(element.current);
  });

  const attach = useCallback(
    (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      element.current = node;
      if (node && fieldKey) return fields.register(fieldKey, node);
      return undefined;
    },
    [fieldKey, fields],
  );

  // These texts are one paragraph: Enter never breaks a line in them (a row's own keys may use it).
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (event.key === "Enter" && !event.defaultPrevented && !event.nativeEvent.isComposing)
      event.preventDefault();
  };
  const shared = {
    className: className ? `ls-input ${className}` : "ls-input",
    id,
    "aria-label": label,
    "aria-describedby": shortened.note ? noteId : undefined,
    "data-clamp": "",
    value: text,
    maxLength,
    placeholder,
    spellCheck: true,
    onKeyDown: handleKeyDown,
    onFocus,
    onPaste: shortened.onPaste,
    onBlur: shortened.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      shortened.onChange(event);
      onEdit(event.target.value);
    },
    tabIndex: isTabbable ? undefined : -1,
  };
  // The field keeps its place in the tree whether the note shows or not, so it never loses focus.
  return (
    <>
      {lines > 1 || isMultiline ? (
        <textarea {...shared} ref={attach} rows={lines} />
      ) : (
        <input {...shared} ref={attach} type="text" />
      )}
      {shortened.note ? (
        <span id={noteId} role="status" className="ls-field-note">
          {shortened.note}
        </span>
      ) : null}
    </>
  );
}
