import { type ReactNode, useId } from "react";
import { CheckIcon } from "../../../ui/icons/check-icon.tsx";

export type Choice<T extends string> = {
  readonly value: T;
  readonly label: string;
  /** The picture of the choice (a thumbnail, a set of swatches). */
  readonly picture: ReactNode;
  /** Something in the picture's corner (a premium mark). */
  readonly badge?: ReactNode;
  readonly title?: string;
};

type ChoiceGridProps<T extends string> = {
  readonly label: string;
  readonly value: T | null;
  readonly choices: readonly Choice<T>[];
  readonly onChange: (value: T) => void;
  /** Tailwind grid columns, e.g. "grid-cols-3". */
  readonly columns: string;
};

/**
 * Pictures to pick one from (layouts, headers, palettes, backgrounds): the browser's own radio buttons laid out
 * as a grid, as `Segmented` lays them out in a row. Arrow keys move the choice; with nothing chosen, Tab lands
 * on the first picture and chooses nothing.
 */
export function ChoiceGrid<T extends string>({
  label,
  value,
  choices,
  onChange,
  columns,
}: ChoiceGridProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`grid gap-0.5 ${columns}`}>
      {choices.map((choice) => {
        const isChecked = choice.value === value;
        return (
          <label
            key={choice.value}
            title={choice.title ?? choice.label}
            className="group relative flex min-w-0 cursor-pointer flex-col gap-0.3 rounded-xl p-0.3 text-left transition-colors hover:bg-primary-50 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={isChecked}
              onChange={() => onChange(choice.value)}
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <span className="relative block overflow-hidden rounded-lg border border-line bg-white ring-primary-500 transition-[box-shadow,border-color] group-hover:border-primary-300 group-has-checked:border-primary-500 group-has-checked:ring-2">
              {choice.picture}
              {choice.badge ? <span className="absolute top-0.3 right-0.3">{choice.badge}</span> : null}
              {isChecked ? (
                <span className="absolute bottom-0.3 left-0.3 grid size-1.25 place-items-center rounded-full bg-primary-600 text-white">
                  <CheckIcon width={12} height={12} strokeWidth={3} />
                </span>
              ) : null}
            </span>
            <span className="truncate px-[0.125rem] text-xs font-medium text-ink-soft group-has-checked:text-primary-700">
              {choice.label}
            </span>
          </label>
        );
      })}
    </div>
  );
}
