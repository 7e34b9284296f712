export const FONT_FAMILIES = [
  "Arial",
  "Rubik",
  "Georgia",
  "Times New Roman",
  "Courier New",
  "Verdana",
  "Trebuchet MS",
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_WEIGHTS = [300, 400, 500, 700] as const;

export type FontWeight = (typeof FONT_WEIGHTS)[number];

// The PDF is printed by Debian Chromium, which has Liberation and DejaVu but not the Microsoft
// fonts; the metric-compatible fallbacks keep line breaks, and so pagination, the same.
export const FONT_STACKS: Readonly<Record<FontFamily, string>> = {
  Arial: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  Rubik: "Rubik, Arial, 'Liberation Sans', sans-serif",
  Georgia: "Georgia, 'DejaVu Serif', serif",
  "Times New Roman": "'Times New Roman', 'Liberation Serif', Times, serif",
  "Courier New": "'Courier New', 'Liberation Mono', monospace",
  Verdana: "Verdana, 'DejaVu Sans', sans-serif",
  "Trebuchet MS": "'Trebuchet MS', 'DejaVu Sans', sans-serif",
};
