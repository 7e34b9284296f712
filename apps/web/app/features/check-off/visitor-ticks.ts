import { type Tick, TickSchema } from "@listful/checklist";

/** Where this browser keeps a visitor's ticks of a shared checklist. */
export function visitorTicksKey(id: string): string {
  return `listful:check-off:${id}`;
}

/**
 * A visitor's stored ticks. Storage is the browser's to change (by hand, by an older page), so each tick is read
 * with the model's tick schema and anything else is left out rather than replayed onto the document.
 */
export function readVisitorTicks(stored: string | null): Tick[] {
  let entries: unknown;
  try {
    entries = JSON.parse(stored ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const tick = TickSchema.safeParse(entry);
    return tick.success ? [tick.data] : [];
  });
}
