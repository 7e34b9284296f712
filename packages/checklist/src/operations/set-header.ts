import { HEADER_STYLES } from "../layouts.ts";
import type { Checklist, HeaderStyle } from "../schema/checklist-schema.ts";

export type SetHeaderInput = {
  readonly style?: HeaderStyle;
  readonly showTitle?: boolean;
  readonly showHeadline?: boolean;
};

export function setHeader(doc: Checklist, input: SetHeaderInput): Checklist {
  const style = HEADER_STYLES.find((candidate) => candidate.id === input.style)?.id ?? doc.header.style;
  const header = {
    style,
    showTitle: typeof input.showTitle === "boolean" ? input.showTitle : doc.header.showTitle,
    showHeadline: typeof input.showHeadline === "boolean" ? input.showHeadline : doc.header.showHeadline,
  };
  const isSame =
    header.style === doc.header.style &&
    header.showTitle === doc.header.showTitle &&
    header.showHeadline === doc.header.showHeadline;
  return isSame ? doc : { ...doc, header };
}
