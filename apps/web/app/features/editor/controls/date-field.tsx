import { useId, useState } from "react";

type DateFieldProps = {
  readonly label: string;
  /** The date in use, "2026-12-01". */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly describedBy?: string;
};

/**
 * A calendar day, with the browser's own date picker. What is typed shows as typed (a year is four keys, the
 * first three of them no date yet) and each whole date is passed on; the value in use comes back when it
 * changes from outside (the period moved, undo) or when the field is left.
 */
export function DateField({ label, value, onChange, disabled, describedBy }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // React's way of adjusting state to a prop, where an effect would draw the old text first.
  const [textFor, setTextFor] = useState(value);
  if (textFor !== value) {
    setTextFor(value);
    setText(value);
  }
  return (
    <div className="flex flex-col gap-0.3">
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min="1900-01-01"
        max="2199-12-31"
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value !== "") onChange(event.target.value);
        }}
        onBlur={() => setText(value)}
        className="h-2.5 w-full rounded-xl border border-line bg-white px-0.75 text-[0.95rem] text-ink tabular-nums transition-[border-color,box-shadow] hover:border-primary-300 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none disabled:bg-canvas disabled:text-muted"
      />
    </div>
  );
}
