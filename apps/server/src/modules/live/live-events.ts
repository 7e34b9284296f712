import type { Tick } from "@listful/checklist";
import type { LivePerson, ShareAccess } from "@listful/contracts";

/** What a link lets its visitors do now: "none" once the list is unshared, "deleted" once it is gone. */
export type LinkAccess = ShareAccess | "none" | "deleted";

/**
 * What instances tell each other about a list (`live-bus.ts`): a stored change, a change of its link, and who
 * has it open on each instance.
 */
export type LiveEvent =
  | { kind: "changed"; listId: string; revision: number; tick?: Tick | undefined }
  | { kind: "access"; listId: string; access: LinkAccess }
  /** Everyone on `instance` with the list open; sent on every arrival and departure, and as a heartbeat. */
  | { kind: "presence"; listId: string; instance: string; people: LivePerson[] }
  /** An instance with a first page on the list asks the others who they have. */
  | { kind: "presence-ask"; listId: string; instance: string };

export type LiveEventHandler = (event: LiveEvent) => void;

const KINDS = new Set<unknown>(["changed", "access", "presence", "presence-ask"]);

/** Reads an event another instance sent; anything else is dropped. */
export function readLiveEvent(value: unknown): LiveEvent | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const event = value as { kind?: unknown; listId?: unknown };
  return KINDS.has(event.kind) && typeof event.listId === "string" ? (value as LiveEvent) : undefined;
}
