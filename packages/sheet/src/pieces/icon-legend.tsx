import type { LegendEntry } from "@listful/checklist";
import type { ReactElement } from "react";
import { TickBox, type TickShape } from "../markers/tick-box.tsx";
import { toCssColor } from "../page/page-variables.ts";

type IconLegendProps = {
  readonly legend: readonly LegendEntry[];
  readonly icon: TickShape;
  readonly top: number;
  readonly height: number;
};

/** What each colour of a mood grid means: a swatch in the field's icon shape, the symbol and the label. */
export function IconLegend({ legend, icon, top, height }: IconLegendProps): ReactElement {
  return (
    <ul className="ls-row ls-legend" style={{ top, height }}>
      {legend.map((entry, index) => (
        // Legend entries are positions (cell value n is entry n), so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="ls-legend-entry">
          <TickBox shape={icon} isChecked size={14} fill={toCssColor(entry.color, "9DB4C0")} />
          <span className="ls-legend-symbol">{entry.symbol}</span>
          <span className="ls-legend-label">{entry.label}</span>
        </li>
      ))}
    </ul>
  );
}
