import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseChecklist } from "../parse/parse-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { commandArbitrary, commandsArbitrary, startArbitrary } from "../test/arbitraries.ts";
import { deepFreeze } from "../test/fixtures.ts";

function isSortedCheckedLast(doc: Checklist): boolean {
  return doc.blocks.every((block) => {
    if (block.kind !== "interactive-list") return true;
    const parents = block.items.filter((item) => item.depth === 1).map((item) => item.isChecked);
    return parents.every((isChecked, index) => !parents[index - 1] || isChecked);
  });
}

/** The placeholder stands in for a list's items, so it is never beside another. */
function hasLonePlaceholders(doc: Checklist): boolean {
  return doc.blocks.every(
    (block) =>
      (block.kind !== "list" && block.kind !== "interactive-list") ||
      block.items.length === 1 ||
      block.items.every((item) => !item.isPlaceholder),
  );
}

describe("random operation sequences", () => {
  it("always leave a valid document and never mutate their input", () => {
    fc.assert(
      fc.property(startArbitrary, commandsArbitrary, (start, commands) => {
        let doc = deepFreeze(start);
        for (const command of commands) {
          const next = command.run(doc);
          const result = parseChecklist(next);
          if (!result.ok)
            throw new Error(`${command.name} produced an invalid document:\n${result.error.message}`);
          if (next.layout === 5 && next !== doc) expect(isSortedCheckedLast(next)).toBe(true);
          expect(hasLonePlaceholders(next), command.name).toBe(true);
          doc = deepFreeze(next);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("return the very same document for no-ops, so undo history stays clean", () => {
    fc.assert(
      fc.property(startArbitrary, commandArbitrary, (start, command) => {
        const once = command.run(start);
        const twice = command.run(once);
        // Every command either changes the document or hands back the same object; applying an
        // idempotent change again must not allocate a new document that is deeply equal.
        if (twice !== once) expect(twice).not.toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
