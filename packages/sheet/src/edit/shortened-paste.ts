import { type ChangeEvent, type ClipboardEvent, useState } from "react";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Whether pasting this text into the field goes past its `maxLength`: the browser then keeps only what fits
 * and says nothing. A one-line input drops the text's line breaks; a text area counts each as one character.
 */
export function isPasteCut(field: TextControl, pasted: string): boolean {
  if (field.maxLength < 0) return false;
  const text = field.localName === "input" ? pasted.replace(/[\r\n]/g, "") : pasted.replace(/\r\n/g, "\n");
  const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
  return field.value.length - replaced + text.length > field.maxLength;
}

type ShortenedPaste = {
  /** "Shortened to 60 characters" after a paste the limit cut, else null. */
  readonly note: string | null;
  readonly onPaste: (event: ClipboardEvent<TextControl>) => void;
  /** Called with each change of the field: an edit of the person's own takes the note away. */
  readonly onChange: (event: ChangeEvent<TextControl>) => void;
  readonly onBlur: () => void;
};

/**
 * Says when a length limit cut a paste short, which the browser does silently. Typing needs no note: the
 * browser refuses the key past the limit, so nothing typed is lost. The note stays until the next edit or
 * until focus leaves the field.
 */
export function useShortenedPaste(maxLength: number | undefined): ShortenedPaste {
  const [isShortened, setShortened] = useState(false);
  return {
    note: isShortened && maxLength !== undefined ? `Shortened to ${maxLength} characters` : null,
    onPaste: (event) =>
      setShortened(isPasteCut(event.currentTarget, event.clipboardData.getData("text/plain"))),
    onChange: (event) => {
      if ((event.nativeEvent as Partial<InputEvent>).inputType !== "insertFromPaste") setShortened(false);
    },
    onBlur: () => setShortened(false),
  };
}
