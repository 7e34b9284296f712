import type { Checklist } from "../../schema/checklist-schema.ts";
import { type PresetContext, type PresetOptions, resolvePresetContext } from "../preset-builder.ts";
import type { TemplateType } from "../template-types.ts";

/**
 * One design of the template library: what the gallery says about it and how its document is made. The
 * database seed stores each once, by slug; `create` dates it from the seed's day.
 */
export type LibraryTemplate = {
  readonly slug: string;
  readonly type: TemplateType;
  readonly title: string;
  readonly description: string;
  readonly isPremium: boolean;
  readonly create: (context: PresetContext) => Checklist;
};

type Design = Omit<LibraryTemplate, "type">;

/** The designs of one type, in the order the gallery shows them. */
export function designsOf(type: TemplateType, designs: readonly Design[]): LibraryTemplate[] {
  return designs.map((design) => ({ ...design, type }));
}

/** A library design's document, dated from `options.start` (today when left out). */
export function createLibraryDocument(design: LibraryTemplate, options: PresetOptions = {}): Checklist {
  return design.create(resolvePresetContext(options));
}
