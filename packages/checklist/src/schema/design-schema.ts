import { z } from "zod";
import { FONT_FAMILIES, FONT_WEIGHTS } from "../fonts.ts";
import { LIMITS } from "./limits.ts";
import { HexColorSchema, integerBetween } from "./primitives.ts";

export const FontFamilySchema = z.enum(FONT_FAMILIES, {
  error: `Expected one of: ${FONT_FAMILIES.join(", ")}`,
});

export const FontWeightSchema = z.literal(FONT_WEIGHTS, { error: "Expected 300, 400, 500 or 700" });

/** Six colours from dark to light: color1 is text, color6 the page (see palettes.ts for each role). */
export const ColorsSchema = z
  .strictObject({
    color1: HexColorSchema,
    color2: HexColorSchema,
    color3: HexColorSchema,
    color4: HexColorSchema,
    color5: HexColorSchema,
    color6: HexColorSchema,
  })
  .readonly();

/** How a sheet prints: in its colours, or ink-friendly (no filled areas, dark lines, black text). */
export const PRINT_MODES = ["color", "ink-friendly"] as const;
export type PrintMode = (typeof PRINT_MODES)[number];

export const DesignSchema = z
  .strictObject({
    /** Which of the 12 palettes the colours started from. */
    palette: integerBetween(1, 12),
    /** The colours in use: the palette's, possibly changed one by one with the colour picker. */
    colors: ColorsSchema,
    showBackground: z.boolean({ error: "Expected true or false" }),
    /** Id of a background from GET /api/backgrounds. */
    backgroundId: integerBetween(1, LIMITS.backgroundIdMax),
    fonts: z.strictObject({ heading: FontFamilySchema, body: FontFamilySchema }).readonly(),
    /** Documents saved before the choice existed print in colour. */
    printMode: z.enum(PRINT_MODES, { error: `Expected one of: ${PRINT_MODES.join(", ")}` }).default("color"),
  })
  .readonly();

export type Colors = z.infer<typeof ColorsSchema>;
export type ColorRole = keyof Colors;
export const COLOR_ROLES: readonly ColorRole[] = ["color1", "color2", "color3", "color4", "color5", "color6"];
export type Design = z.infer<typeof DesignSchema>;
