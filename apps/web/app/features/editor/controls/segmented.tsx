import { RadioGroup } from "radix-ui";

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

/** A small set of exclusive choices side by side (a radio group: arrow keys move, Tab leaves). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className = "",
  control,
}: SegmentedProps<T>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      orientation="horizontal"
      className={`flex rounded-full bg-lilac p-0.3 ${className}`}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          data-control={control ? `${control}:${option.value}` : undefined}
          // Selection follows focus (arrows, Home, End) without waiting on Radix's key-held check, which
          // a quick key press on a busy page can miss.
          onFocus={() => {
            if (option.value !== value) onChange(option.value);
          }}
          className="h-2.25 flex-1 rounded-full px-0.75 text-sm font-medium whitespace-nowrap text-ink-soft transition-[background-color,color,box-shadow] duration-150 hover:text-ink data-[state=checked]:bg-white data-[state=checked]:text-primary-700 data-[state=checked]:shadow-soft"
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
