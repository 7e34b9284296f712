import type { RunningHead as RunningHeadBox } from "@listful/checklist";
import type { ReactElement } from "react";
import { boxStyle } from "./box-style.ts";

/** The top of every page after the first: the checklist's title, small, and "page 2 of 3". */
export function RunningHead({ head }: { readonly head: RunningHeadBox }): ReactElement {
  return (
    <div className="ls-running-head" style={boxStyle(head.box)}>
      <span className="ls-running-title">{head.title}</span>
      <span className="ls-running-page">{head.label}</span>
    </div>
  );
}
