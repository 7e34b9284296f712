import type { LegendEntry } from "@listful/checklist";

/** What each colour of a mood grid means, in the order a tap goes through them. */
export function MoodLegend({ legend }: { legend: readonly LegendEntry[] }) {
  return (
    <ul
      aria-label="Moods"
      className="mt-0.3 flex flex-wrap gap-x-0.75 gap-y-0.3 px-0.75 text-xs text-ink-soft md:px-1"
    >
      {legend.map((entry, index) => (
        // Entries are positions (cell value n is entry n), so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex items-center gap-0.3">
          <span
            aria-hidden="true"
            className="flex size-1.25 items-center justify-center rounded border border-ink/20 text-[0.7rem] text-ink"
            style={{ backgroundColor: `#${entry.color}` }}
          >
            {entry.symbol}
          </span>
          {entry.label || entry.symbol}
        </li>
      ))}
    </ul>
  );
}
