import { isOneOf } from "../model/is-one-of.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { COLOR_ROLES, type ColorRole } from "../schema/design-schema.ts";

export type SetColorInput = {
  readonly role: ColorRole;
  /** "#a1b2c3" or "A1B2C3", as a colour picker gives it. */
  readonly color: string;
};

/** Changes one colour of the design (the colour picker); the palette stays recorded as the origin. */
export function setColor(doc: Checklist, input: SetColorInput): Checklist {
  const color = input.color.trim().replace(/^#/, "").toUpperCase();
  if (!isOneOf(input.role, COLOR_ROLES) || !/^[0-9A-F]{6}$/.test(color)) return doc;
  if (doc.design.colors[input.role] === color) return doc;
  return { ...doc, design: { ...doc.design, colors: { ...doc.design.colors, [input.role]: color } } };
}
