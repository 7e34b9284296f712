import { useShortenedPaste } from "@listful/sheet";
import { useId } from "react";
import { AlertIcon } from "../../../ui/icons/alert-icon.tsx";

type CountedTextFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly maxLength: number;
  readonly onChange: (text: string) => void;
  readonly placeholder?: string;
};

/**
 * A labelled line of document text with its length counter; the limit is enforced as it is typed, and a
 * paste it cut short is said under the field (a polite live region, and part of the field's description).
 */
export function CountedTextField({ label, value, maxLength, onChange, placeholder }: CountedTextFieldProps) {
  const id = useId();
  const shortened = useShortenedPaste(maxLength);
  return (
    <div className="flex flex-col gap-0.3">
      <div className="flex items-baseline justify-between gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink-soft">
          {label}
        </label>
        <span id={`${id}-count`} className="text-xs text-muted tabular-nums">
          <span className="sr-only">Characters used: </span>
          {value.length}/{maxLength}
        </span>
      </div>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={`${id}-count ${id}-note`}
        onPaste={shortened.onPaste}
        onBlur={shortened.onBlur}
        onChange={(event) => {
          shortened.onChange(event);
          onChange(event.target.value);
        }}
        className="h-2.5 w-full rounded-xl border border-line bg-white px-0.75 text-[0.95rem] text-ink transition-[border-color,box-shadow] placeholder:text-muted/70 hover:border-primary-300 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
      />
      {/* Always there, empty until needed, so screen readers are listening when it speaks. */}
      <p
        id={`${id}-note`}
        aria-live="polite"
        className="flex items-center gap-0.3 text-sm text-[#6b4500] empty:-mt-0.3"
      >
        {shortened.note ? (
          <>
            <AlertIcon width={14} height={14} />
            {shortened.note}
          </>
        ) : null}
      </p>
    </div>
  );
}
