import { getTickSize, type ItemRowMetrics } from "@listful/checklist";
import { memo, type ReactElement } from "react";
import { TickBox, type TickShape } from "../markers/tick-box.tsx";
import { cssVars } from "../page/css-vars.ts";

type SpareRowProps = {
  /** The list's tick shape, or null for a printed list (a line alone). */
  readonly shape: TickShape | null;
  readonly top: number;
  readonly height: number;
  readonly metrics: ItemRowMetrics;
};

/**
 * A blank row after a list's items, to add one by hand: an empty tick box over a line to write on.
 * Memoised: typing in an item of the list leaves its blank rows alone.
 */
export const SpareRow = memo(function SpareRow({ shape, top, height, metrics }: SpareRowProps): ReactElement {
  const paddingTop = (height - metrics.lineHeight - metrics.ruleRoom) / 2;
  return (
    <div
      className="ls-row ls-item ls-spare"
      aria-hidden="true"
      style={{ top, height, ...cssVars({ "--ls-text-x": `${metrics.markerWidth}px` }) }}
    >
      {shape ? (
        <span
          className="ls-marker"
          style={{ left: 0, top: paddingTop, width: metrics.markerWidth, height: metrics.lineHeight }}
        >
          <TickBox shape={shape} isChecked={false} size={getTickSize(metrics, shape, 1)} />
        </span>
      ) : null}
      <span className="ls-blank-line" />
    </div>
  );
});
