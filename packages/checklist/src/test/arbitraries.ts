import fc from "fast-check";
import { addDays, WEEK_STARTS } from "../calendar/iso-date.ts";
import { createChecklist } from "../model/create-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { blockCommands } from "./block-commands.ts";
import type { Command } from "./command.ts";
import { designCommands } from "./design-commands.ts";
import { addItemsCommand, itemCommands } from "./item-commands.ts";
import { timeCommands } from "./time-commands.ts";

export type { Command } from "./command.ts";

export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.oneof(...itemCommands), weight: 5 },
  { arbitrary: addItemsCommand, weight: 2 },
  { arbitrary: fc.oneof(...blockCommands), weight: 2 },
  { arbitrary: fc.oneof(...designCommands), weight: 2 },
  { arbitrary: fc.oneof(...timeCommands), weight: 2 },
);

/** A starting document: the blank default or any preset on any supported date. */
export const startArbitrary: fc.Arbitrary<Checklist> = fc.oneof(
  fc.constant(null).map(() => createChecklist()),
  fc
    .tuple(
      fc.constantFrom(...TEMPLATE_TYPE_SLUGS),
      fc.integer({ min: 40, max: 109_000 }),
      fc.constantFrom(...WEEK_STARTS),
    )
    .map(([slug, days, weekStart]) => createPreset(slug, { start: addDays("1900-01-01", days), weekStart })),
);

/** Sequences long enough to grow documents over several pages. */
export const commandsArbitrary: fc.Arbitrary<Command[]> = fc.array(commandArbitrary, {
  maxLength: 40,
  size: "medium",
});

export function applyCommands(doc: Checklist, commands: readonly Command[]): Checklist {
  return commands.reduce((current, next) => next.run(current), doc);
}
