import { applyTick, type Checklist } from "@listful/checklist";
import type { LiveServerMessage } from "@listful/contracts";

/** A document as the server stored it, with the revision it stored it as. */
export type StoredChecklist = { readonly data: Checklist; readonly revision: number };

export type LiveDocument = {
  readonly current: () => StoredChecklist;
  /** Takes a stored document newer than its own (the answer to a tick); says if it did, telling no one. */
  readonly accept: (stored: StoredChecklist) => boolean;
  /**
   * What the list's live channel says happened on the server, applied in the server's revision order. True
   * when this page has missed a change and must sync.
   */
  readonly receive: (message: LiveServerMessage) => boolean;
};

/**
 * The stored document under a page, kept as the server has it: a tick told as the next revision is applied,
 * a newer document replaces it, anything older is what the page has already. `onChange` hears of each
 * change the channel brings.
 */
export function createLiveDocument(initial: StoredChecklist, onChange: () => void): LiveDocument {
  let stored = initial;

  function accept(next: StoredChecklist): boolean {
    if (next.revision <= stored.revision) return false;
    stored = { data: next.data, revision: next.revision };
    return true;
  }

  return {
    current: () => stored,
    accept,
    receive(message) {
      switch (message.type) {
        case "ticked":
          if (message.revision <= stored.revision) return false;
          if (message.revision > stored.revision + 1) return true;
          accept({ data: applyTick(stored.data, message.tick), revision: message.revision });
          onChange();
          return false;
        case "changed":
          return message.revision > stored.revision;
        case "state":
          if (accept(message)) onChange();
          return false;
        default:
          return false;
      }
    },
  };
}
