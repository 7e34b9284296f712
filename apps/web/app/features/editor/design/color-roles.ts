import type { ColorRole } from "@listful/checklist";

/** What each of the six colours paints, in the words the Design tab uses. */
export const COLOR_ROLE_NAMES: readonly { readonly role: ColorRole; readonly name: string }[] = [
  { role: "color1", name: "Text" },
  { role: "color2", name: "Headings" },
  { role: "color3", name: "Lines" },
  { role: "color4", name: "Bands" },
  { role: "color5", name: "Tints" },
  { role: "color6", name: "Page" },
];
