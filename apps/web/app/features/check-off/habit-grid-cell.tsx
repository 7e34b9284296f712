import type { LegendEntry } from "@listful/checklist";
import { CheckIcon } from "../../ui/icons/check-icon.tsx";

type HabitGridCellProps = {
  /** Cell value: 0 empty; 1 done, or the legend's entry n in a mood grid. */
  value: number;
  legend: readonly LegendEntry[];
  /** "Drink water, Thursday, November 26". */
  name: string;
  isToday: boolean;
  onToggle: () => void;
};

/**
 * One day of a habit: a toggle button (pressed when done), or in a mood grid a button naming the mood that
 * each tap moves on to the next one, then back to empty, as the printed sheet's cells do. The target fills
 * its column, at least 32 px either way; the mark inside is drawn smaller.
 */
export function HabitGridCell({ value, legend, name, isToday, onToggle }: HabitGridCellProps) {
  const mood = value > 0 ? legend[value - 1] : undefined;
  const isMoodGrid = legend.length > 0;
  const label = isMoodGrid ? `${name}: ${mood ? mood.label || mood.symbol : "empty"}` : name;
  return (
    <td className={`p-0 ${isToday ? "bg-primary-50" : ""}`}>
      <button
        type="button"
        data-tick=""
        aria-label={label}
        aria-pressed={isMoodGrid ? undefined : value > 0}
        onClick={onToggle}
        className="group flex h-2.5 w-full min-w-2 touch-manipulation items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {mood ? (
          <span
            aria-hidden="true"
            className="flex size-1.5 items-center justify-center rounded-md border border-ink/20 text-sm leading-none text-ink"
            style={{ backgroundColor: `#${mood.color}` }}
          >
            {mood.symbol}
          </span>
        ) : value > 0 ? (
          <span
            aria-hidden="true"
            className="flex size-1.5 items-center justify-center rounded-md bg-primary-600 text-white"
          >
            <CheckIcon width="18" height="18" />
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="size-1.5 rounded-md border-2 border-line bg-white group-hover:border-primary-400"
          />
        )}
      </button>
    </td>
  );
}
