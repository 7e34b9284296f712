import { findPalette } from "../palettes.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { COLOR_ROLES } from "../schema/design-schema.ts";

export type SetPaletteInput = { readonly palette: number };

/** Picks one of the 12 palettes; its six colours replace any colours picked one by one. */
export function setPalette(doc: Checklist, input: SetPaletteInput): Checklist {
  const palette = findPalette(input.palette);
  if (!palette) return doc;
  const isSame =
    doc.design.palette === palette.id &&
    COLOR_ROLES.every((role) => doc.design.colors[role] === palette.colors[role]);
  return isSame ? doc : { ...doc, design: { ...doc.design, palette: palette.id, colors: palette.colors } };
}
