import { useEffect, useId, useState } from "react";

type NumberFieldProps = {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
  readonly hint?: string;
};

/**
 * A whole number within bounds. What is typed shows as typed; only a valid number reaches the document,
 * and leaving the field puts back the value in use.
 */
export function NumberField({ label, value, min, max, onChange, hint }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value !== "" && Number.isInteger(next) && next >= min && next <= max)
            onChange(next);
        }}
        onBlur={() => setText(String(value))}
        className="h-2.5 w-full rounded-xl border border-line bg-white px-0.75 text-[0.95rem] text-ink tabular-nums transition-[border-color,box-shadow] hover:border-primary-300 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
