import fc from "fast-check";
import { addDays } from "../calendar/iso-date.ts";
import { isListBlock } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

// Commands pick their targets by position at run time, so random sequences keep hitting real ids
// (and sometimes, by design, ids that no longer exist).

export type Command = { readonly name: string; readonly run: (doc: Checklist) => Checklist };

export function pick<T>(values: readonly T[], index: number): T | undefined {
  return values.length === 0 ? undefined : values[index % values.length];
}

export function blockIds(doc: Checklist): string[] {
  return doc.blocks.map((block) => block.id);
}

export function itemIds(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) =>
    isListBlock(block)
      ? block.items.map((item) => item.id)
      : block.kind === "icon-field"
        ? block.rows.map((row) => row.id)
        : [],
  );
}

export function rowIds(doc: Checklist): string[] {
  return doc.blocks.flatMap((block) => (block.kind === "icon-field" ? block.rows.map((row) => row.id) : []));
}

export const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 250 }),
  fc.constantFrom("", "Buy milk", "<b>bold</b>", "a\u0000b", "line\nbreak", "😀".repeat(40)),
);
export const anyIndex = fc.integer({ min: -3, max: 120 });
export const isoDate = fc.integer({ min: 0, max: 60_000 }).map((days) => addDays("1900-01-01", days));

export function command<T>(
  name: string,
  input: fc.Arbitrary<T>,
  run: (doc: Checklist, value: T) => Checklist,
) {
  return input.map(
    (value): Command => ({ name: `${name} ${JSON.stringify(value)}`, run: (doc) => run(doc, value) }),
  );
}
