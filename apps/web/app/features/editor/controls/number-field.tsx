import { useId, useState } from "react";

type NumberFieldProps = {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
  readonly hint?: string;
};

/**
 * A whole number within bounds. What is typed shows as typed; a number outside the bounds is brought
 * to the nearest one allowed, and the field says so beside it. Leaving the field puts back the value in use.
 */
export function NumberField({ label, value, min, max, onChange, hint }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [clampNote, setClampNote] = useState<string | null>(null);
  // A new value from outside (undo, another control, a clamp) shows as the value, from this drawing on: React's
  // way of adjusting state to a prop, where an effect would draw the old text first.
  const [textFor, setTextFor] = useState(value);
  if (textFor !== value) {
    setTextFor(value);
    setText(String(value));
  }
  const describedBy = [hint ? `${id}-hint` : null, clampNote ? `${id}-clamp` : null].filter(Boolean);

  const onType = (typed: string) => {
    setText(typed);
    const number = Number(typed);
    // "" and "-" are on the way to a number: wait for it.
    if (typed.trim() === "" || !Number.isFinite(number)) return;
    const allowed = Math.min(max, Math.max(min, Math.round(number)));
    setClampNote(allowed === number ? null : `${label} can be ${min} to ${max}, so it is set to ${allowed}.`);
    if (allowed !== number) setText(String(allowed));
    onChange(allowed);
  };

  return (
    <div className="flex flex-col gap-0.3">
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => setText(String(value))}
        className="h-2.5 w-full rounded-xl border border-line bg-white px-0.75 text-[0.95rem] text-ink tabular-nums transition-[border-color,box-shadow] hover:border-primary-300 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-clamp`} role="status" className="text-xs font-medium text-[#9a5b00] empty:hidden">
        {clampNote}
      </p>
    </div>
  );
}
