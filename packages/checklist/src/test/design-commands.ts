import fc from "fast-check";
import { FONT_FAMILIES } from "../fonts.ts";
import { setBackground } from "../operations/set-background.ts";
import { setBlockPerPage } from "../operations/set-block-per-page.ts";
import { setColor } from "../operations/set-color.ts";
import { setFont } from "../operations/set-font.ts";
import { setFooter } from "../operations/set-footer.ts";
import { setHeader } from "../operations/set-header.ts";
import { setHeadline } from "../operations/set-headline.ts";
import { setItemOptions } from "../operations/set-item-options.ts";
import { setLayout } from "../operations/set-layout.ts";
import { setPageFormat } from "../operations/set-page-format.ts";
import { setPalette } from "../operations/set-palette.ts";
import { setTitle } from "../operations/set-title.ts";
import type { HeaderStyle, LayoutId, PageFormat } from "../schema/checklist-schema.ts";
import { command, text } from "./command.ts";

export const designCommands = [
  command(
    "setTitle",
    fc.record({ text: fc.option(text, { nil: undefined }), fontFamily: fc.constantFrom(...FONT_FAMILIES) }),
    (doc, input) => setTitle(doc, input),
  ),
  command("setHeadline", text, (doc, value) => setHeadline(doc, { text: value })),
  command("setLayout", fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, 7)), (doc, layout) =>
    setLayout(doc, { layout: layout as LayoutId }),
  ),
  command(
    "setHeader",
    fc.record({ style: fc.integer({ min: 0, max: 6 }), showTitle: fc.boolean(), showHeadline: fc.boolean() }),
    (doc, input) => setHeader(doc, { ...input, style: input.style as HeaderStyle }),
  ),
  command(
    "setFooter",
    fc.record({ isVisible: fc.boolean(), text, showPageNumbers: fc.boolean() }),
    (doc, input) => setFooter(doc, input),
  ),
  command("setPalette", fc.integer({ min: 0, max: 13 }), (doc, palette) => setPalette(doc, { palette })),
  command(
    "setColor",
    fc.tuple(
      fc.constantFrom("color1", "color4", "color6"),
      fc.oneof(fc.constant("#FFAA00"), fc.string({ maxLength: 8 })),
    ),
    (doc, [role, color]) => setColor(doc, { role, color }),
  ),
  command(
    "setBackground",
    fc.record({ showBackground: fc.boolean(), backgroundId: fc.integer({ min: -1, max: 2_000_000 }) }),
    (doc, input) => setBackground(doc, input),
  ),
  command(
    "setFont",
    fc.tuple(fc.constantFrom("heading" as const, "body" as const), fc.constantFrom(...FONT_FAMILIES)),
    (doc, [role, fontFamily]) => setFont(doc, { role, fontFamily }),
  ),
  command(
    "setItemOptions",
    fc.record({
      fontSize: fc.constantFrom("small" as const, "large" as const),
      maxlength: fc.integer({ min: 0, max: 250 }),
    }),
    (doc, input) => setItemOptions(doc, input),
  ),
  command(
    "setBlockPerPage",
    fc.option(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -1, max: 14 })), { nil: null }),
    (doc, blockPerPage) => setBlockPerPage(doc, { blockPerPage }),
  ),
  command("setPageFormat", fc.constantFrom("a4", "letter", "a5", "half-letter", "a3"), (doc, pageFormat) =>
    setPageFormat(doc, { pageFormat: pageFormat as PageFormat }),
  ),
];
