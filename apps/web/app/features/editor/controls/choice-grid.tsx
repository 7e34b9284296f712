import { RadioGroup } from "radix-ui";
import type { ReactNode } from "react";
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

/** Pictures to pick one from (layouts, headers, palettes, backgrounds): a radio group laid out as a grid. */
export function ChoiceGrid<T extends string>({
  label,
  value,
  choices,
  onChange,
  columns,
}: ChoiceGridProps<T>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value ?? ""}
      onValueChange={(next) => onChange(next as T)}
      className={`grid gap-0.5 ${columns}`}
    >
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          // Selection follows focus (arrows, Home, End) without waiting on Radix's key-held check, which
          // a quick key press on a busy page can miss. With nothing chosen, Tab's landing is no choice.
          onFocus={() => {
            if (value !== null && choice.value !== value) onChange(choice.value);
          }}
          title={choice.title ?? choice.label}
          className="group relative flex min-w-0 flex-col gap-0.3 rounded-xl p-0.3 text-left transition-colors hover:bg-primary-50 data-[state=checked]:bg-primary-50"
        >
          <span className="relative block overflow-hidden rounded-lg border border-line bg-white ring-primary-500 transition-[box-shadow,border-color] group-hover:border-primary-300 group-data-[state=checked]:border-primary-500 group-data-[state=checked]:ring-2">
            {choice.picture}
            {choice.badge ? <span className="absolute top-0.3 right-0.3">{choice.badge}</span> : null}
            <RadioGroup.Indicator className="absolute bottom-0.3 left-0.3 grid size-1.25 place-items-center rounded-full bg-primary-600 text-white">
              <CheckIcon width={12} height={12} strokeWidth={3} />
            </RadioGroup.Indicator>
          </span>
          <span className="truncate px-[0.125rem] text-xs font-medium text-ink-soft group-data-[state=checked]:text-primary-700">
            {choice.label}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
