import { applyTick, type Checklist, deriveTicks, type Tick } from "@listful/checklist";
import type { LiveServerMessage } from "@listful/contracts";
import { createListeners } from "../../lib/listeners.ts";
import { createLiveDocument, type StoredChecklist } from "../live/live-document.ts";
import type { TickStore } from "./stored-ticks.ts";

/** Typing in an answer is saved once the person pauses, not on every key. */
export const ANSWER_PAUSE_MS = 600;

/** "waiting": ticks that found no network (or no server) wait in this browser to be sent. */
export type TickStatus = "saved" | "saving" | "waiting";

export type TickOutboxState = {
  /** The server's last answer with the ticks still on their way applied on top. */
  readonly doc: Checklist;
  readonly status: TickStatus;
  /** How many ticks are waiting to be sent. */
  readonly waiting: number;
};

/** Sends one tick; resolves with the document as the server has it after the tick. */
export type SendTick = (tick: Tick) => Promise<StoredChecklist>;

export type TickOutbox = {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getState: () => TickOutboxState;
  /** A change made on the pages, sent as the ticks it is made of. */
  readonly dispatch: (update: (doc: Checklist) => Checklist) => void;
  /** Sends an answer being typed now rather than after the pause (the page is being left). */
  readonly flush: () => void;
  /** Whether a tick has not reached the server yet. */
  readonly hasUnsent: () => boolean;
  /** Whether every tick not sent yet is kept in this browser, so leaving the page loses none. */
  readonly isKept: () => boolean;
  /** Takes up the ticks kept from an earlier visit, first (once the page is in the browser). */
  readonly restore: () => void;
  /** Tries the waiting ticks again (the browser is back online, the live channel is open again). */
  readonly resume: () => void;
  /**
   * What the list's live channel says happened on the server. True when this page has missed a change and
   * must sync: a tick it can apply moves it one revision on, a newer stored document replaces its own.
   */
  readonly receive: (message: LiveServerMessage) => boolean;
  /** The revision of the stored document under the page's ticks. */
  readonly revision: () => number;
};

type OutboxOptions = {
  /** Where unsent ticks are kept across reloads and restarts of the browser. */
  keep?: TickStore;
  /** Whether a failure means the tick never reached the server (no network, no server): it waits, kept. */
  isUndelivered?: (error: unknown) => boolean;
};

/**
 * Ticks saved on the server, outside React: every tick shows at once and is sent to the server, one at a time
 * and in order. A tick the server refuses drops out, rolled back, and `onRefused` says why; the ticks after it
 * stay and go on. A tick that does not reach the server waits, kept in the browser with those after it, until
 * `resume`; ticks are the values they set, so one sent twice lands once. Others' ticks arrive by `receive`, in
 * the server's revision order, under the ticks still on their way, so every page ends where the server does.
 */
export function createTickOutbox(
  initial: StoredChecklist,
  send: SendTick,
  onRefused: (error: unknown) => void,
  options: OutboxOptions = {},
): TickOutbox {
  const { keep, isUndelivered = () => false } = options;
  const confirmed = createLiveDocument(initial, () => publish());
  const queue: Tick[] = [];
  let isWaiting = false;
  let isKept = true;
  /** Answers being typed, by block: the latest text only, sent after a pause. */
  const drafts = new Map<string, Tick>();
  let isSending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = createListeners();
  let state = describe();

  function describe(): TickOutboxState {
    const pending = [...queue, ...drafts.values()];
    return {
      doc: pending.reduce(applyTick, confirmed.current().data),
      status: isWaiting ? "waiting" : pending.length > 0 ? "saving" : "saved",
      waiting: isWaiting ? queue.length : 0,
    };
  }

  function publish() {
    state = describe();
    listeners.notify();
  }

  function store() {
    if (keep) isKept = keep.write(queue);
  }

  async function pump() {
    const tick = queue[0];
    if (isSending || isWaiting || !tick) return;
    isSending = true;
    try {
      confirmed.accept(await send(tick));
      queue.shift();
    } catch (error) {
      if (isUndelivered(error)) {
        isWaiting = true;
      } else {
        onRefused(error);
        queue.shift();
      }
    }
    store();
    isSending = false;
    publish();
    void pump();
  }

  function enqueue(ticks: Tick[]) {
    queue.push(...ticks);
    store();
  }

  function flush() {
    clearTimeout(timer);
    if (drafts.size === 0) return;
    enqueue([...drafts.values()]);
    drafts.clear();
    publish();
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
          enqueue([tick]);
        }
      }
      publish();
      void pump();
    },
    flush,
    hasUnsent: () => queue.length > 0,
    isKept: () => keep !== undefined && isKept,
    restore() {
      const kept = keep?.read() ?? [];
      if (kept.length === 0) return;
      queue.unshift(...kept);
      publish();
      void pump();
    },
    resume() {
      if (!isWaiting) return;
      isWaiting = false;
      publish();
      void pump();
    },
    receive: confirmed.receive,
    revision: () => confirmed.current().revision,
  };
}
