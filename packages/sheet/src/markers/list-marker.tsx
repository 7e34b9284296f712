import type { ListBlock } from "@listful/checklist";
import type { ReactElement } from "react";

type ListMarkerProps = {
  readonly marker: ListBlock["marker"];
  readonly depth: 1 | 2;
  /** "3." or "b." for numbered lists. */
  readonly ordinal: string;
};

/** The bullet, number or dash in front of a printed list's item (drawn, not typed, so it prints crisply). */
export function ListMarker({ marker, depth, ordinal }: ListMarkerProps): ReactElement {
  if (marker === "number") return <span className="ls-list-number">{ordinal}</span>;
  return <span className={`ls-list-${marker}`} data-depth={depth} aria-hidden="true" />;
}
