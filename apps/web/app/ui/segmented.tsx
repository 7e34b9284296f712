import { useId } from "react";

export type SegmentOption<T extends string> = { readonly value: T; readonly label: string };

type SegmentedProps<T extends string> = {
  /** The group's accessible name. */
  readonly label: string;
  readonly value: T;
  readonly options: readonly SegmentOption<T>[];
  readonly onChange: (value: T) => void;
  readonly className?: string;
  /** Names the options for a tap made before the editor is up (`data-control` "{control}:{value}"). */
  readonly control?: string;
};

/**
 * A small set of exclusive choices side by side: the browser's own radio buttons, each in its label, so arrow
 * keys move the choice (selection follows focus), Tab enters on the chosen one and leaves, and the group
 * mounts without a second drawing (a scripted radio group learns its buttons from state set as it mounts,
 * which made the editor draw again and run every effect in the task of its first drawing). A primitive of
 * `ui/` so that every page's stylesheet holds its classes: drawn from the editor's folder, the gallery's
 * preview showed it without its chosen look.
 */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className = "",
  control,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`flex rounded-full bg-lilac p-0.3 ${className}`}>
      {options.map((option) => (
        <label
          key={option.value}
          data-control={control ? `${control}:${option.value}` : undefined}
          className="relative flex h-2.25 flex-1 cursor-pointer items-center justify-center rounded-full px-0.75 text-sm font-medium whitespace-nowrap text-ink-soft transition-[background-color,color,box-shadow] duration-150 hover:text-ink has-checked:bg-white has-checked:text-primary-700 has-checked:shadow-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
