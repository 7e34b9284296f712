import { applyTick, type Checklist, deriveTicks, type Tick } from "@listful/checklist";
import { createListeners } from "../../lib/listeners.ts";

/** Typing in an answer is saved once the person pauses, not on every key. */
export const ANSWER_PAUSE_MS = 600;

export type TickStatus = "saved" | "saving";

export type TickOutboxState = {
  /** The server's last answer with the ticks still on their way applied on top. */
  readonly doc: Checklist;
  readonly status: TickStatus;
};

/** Sends one tick; resolves with the document as the server has it after the tick. */
export type SendTick = (tick: Tick) => Promise<Checklist>;

export type TickOutbox = {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getState: () => TickOutboxState;
  /** A change made on the pages, sent as the ticks it is made of. */
  readonly dispatch: (update: (doc: Checklist) => Checklist) => void;
  /** Sends an answer being typed now rather than after the pause (the page is being left). */
  readonly flush: () => void;
  /** Whether a tick has not reached the server yet. */
  readonly hasUnsent: () => boolean;
};

/**
 * The owner's ticks, outside React: every tick shows at once and is sent to the server, one at a time and in
 * order. A tick the server refuses (or that finds no network) drops out, rolled back, and `onRefused` says
 * why; the ticks after it stay and go on.
 */
export function createTickOutbox(
  initial: Checklist,
  send: SendTick,
  onRefused: (error: unknown) => void,
): TickOutbox {
  let confirmed = initial;
  const queue: Tick[] = [];
  /** Answers being typed, by block: the latest text only, sent after a pause. */
  const drafts = new Map<string, Tick>();
  let isSending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = createListeners();
  let state = describe();

  function describe(): TickOutboxState {
    const pending = [...queue, ...drafts.values()];
    return { doc: pending.reduce(applyTick, confirmed), status: pending.length > 0 ? "saving" : "saved" };
  }

  function publish() {
    state = describe();
    listeners.notify();
  }

  async function pump() {
    const tick = queue[0];
    if (isSending || !tick) return;
    isSending = true;
    try {
      confirmed = await send(tick);
    } catch (error) {
      onRefused(error);
    }
    queue.shift();
    isSending = false;
    publish();
    void pump();
  }

  function flush() {
    clearTimeout(timer);
    if (drafts.size === 0) return;
    queue.push(...drafts.values());
    drafts.clear();
    void pump();
  }

  return {
    subscribe: listeners.subscribe,
    getState: () => state,
    dispatch(update) {
      const before = state.doc;
      for (const tick of deriveTicks(before, update(before))) {
        if (tick.kind === "field") {
          drafts.set(tick.blockId, tick);
          clearTimeout(timer);
          timer = setTimeout(flush, ANSWER_PAUSE_MS);
        } else {
          queue.push(tick);
        }
      }
      publish();
      void pump();
    },
    flush,
    hasUnsent: () => queue.length > 0,
  };
}
