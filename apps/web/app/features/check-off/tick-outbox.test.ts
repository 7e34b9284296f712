import {
  applyTick,
  type Checklist,
  createPreset,
  editBlock,
  type Tick,
  toggleItem,
} from "@listful/checklist";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredChecklist } from "../live/live-document.ts";
import { ANSWER_PAUSE_MS, createTickOutbox } from "./tick-outbox.ts";

type Sent = { tick: Tick; answer: () => void; refuse: (error: unknown) => void };

/** A tick outbox over a server the test answers by hand; the server applies what it accepts. */
function setUp() {
  const initial = createPreset("self-care-checklist", { start: "2026-03-02" });
  let server = { data: initial, revision: 1 };
  const store = (tick: Tick) => {
    server = { data: applyTick(server.data, tick), revision: server.revision + 1 };
    return server;
  };
  const sent: Sent[] = [];
  const refused: unknown[] = [];
  const outbox = createTickOutbox(
    server,
    (tick) =>
      new Promise<StoredChecklist>((resolve, reject) =>
        sent.push({ tick, answer: () => resolve(store(tick)), refuse: reject }),
      ),
    (error) => refused.push(error),
  );
  /** Someone else's tick, stored on the server: what the live channel tells of it. */
  const elsewhere = (tick: Tick) => {
    const stored = store(tick);
    return { type: "ticked" as const, revision: stored.revision, tick };
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);
  /** The server refuses the tick it was sent `index`-th. */
  const refuse = async (index: number, error: unknown) => {
    sent[index]?.refuse(error);
    await settle();
  };
  const isChecked = (itemId: string) =>
    outbox
      .getState()
      .doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? block.items : []))
      .find((item) => item.id === itemId)?.isChecked;
  return { outbox, sent, refused, settle, refuse, isChecked, elsewhere, server: () => server };
}

/** Two items of the preset with no sub-items, and its answer field. */
const [FIRST, SECOND, ANSWER] = ["i2", "i3", "b20"] as const;

const tick =
  (itemId: string, isChecked = true) =>
  (doc: Checklist) =>
    toggleItem(doc, { itemId, isChecked });
const answer = (value: string) => (doc: Checklist) => editBlock(doc, { blockId: ANSWER, changes: { value } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the tick outbox", () => {
  it("shows a tick at once and says it is saving until the server has it", async () => {
    const { outbox, sent, settle, isChecked } = setUp();
    outbox.dispatch(tick(FIRST));
    expect(isChecked(FIRST)).toBe(true);
    expect(outbox.getState().status).toBe("saving");
    expect(outbox.hasUnsent()).toBe(true);
    expect(sent.map((s) => s.tick)).toEqual([{ kind: "item", itemId: FIRST, isChecked: true }]);
    sent[0]?.answer();
    await settle();
    expect(outbox.getState().status).toBe("saved");
    expect(outbox.hasUnsent()).toBe(false);
    expect(isChecked(FIRST)).toBe(true);
  });

  it("sends ticks made while one is on its way after it, in order, showing all of them meanwhile", async () => {
    const { outbox, sent, settle, isChecked } = setUp();
    outbox.dispatch(tick(FIRST));
    outbox.dispatch(tick(SECOND));
    outbox.dispatch(tick(FIRST, false));
    expect(sent).toHaveLength(1);
    expect(isChecked(FIRST)).toBe(false);
    expect(isChecked(SECOND)).toBe(true);
    sent[0]?.answer();
    await settle();
    expect(sent.map((s) => s.tick)).toEqual([
      { kind: "item", itemId: FIRST, isChecked: true },
      { kind: "item", itemId: SECOND, isChecked: true },
    ]);
    expect(isChecked(FIRST)).toBe(false);
    sent[1]?.answer();
    await settle();
    sent[2]?.answer();
    await settle();
    expect(sent[2]?.tick).toEqual({ kind: "item", itemId: FIRST, isChecked: false });
    expect(outbox.getState().status).toBe("saved");
    expect(isChecked(FIRST)).toBe(false);
    expect(isChecked(SECOND)).toBe(true);
  });

  it("rolls back a refused tick, says why, keeps the ones after it, and takes the same tick again later", async () => {
    const { outbox, sent, refused, settle, refuse, isChecked } = setUp();
    outbox.dispatch(tick(FIRST));
    outbox.dispatch(tick(SECOND));
    const error = new Error("That item is gone.");
    await refuse(0, error);
    expect(refused).toEqual([error]);
    expect(isChecked(FIRST)).toBe(false);
    expect(isChecked(SECOND)).toBe(true);
    sent[1]?.answer();
    await settle();
    outbox.dispatch(tick(FIRST));
    expect(sent[2]?.tick).toEqual({ kind: "item", itemId: FIRST, isChecked: true });
    sent[2]?.answer();
    await settle();
    expect(isChecked(FIRST)).toBe(true);
    expect(outbox.getState().status).toBe("saved");
  });

  it("rolls back the ticks that find no network, one by one, and still sends the next one made", async () => {
    const { outbox, sent, refused, refuse, isChecked } = setUp();
    outbox.dispatch(tick(FIRST));
    outbox.dispatch(tick(SECOND));
    const offline = new TypeError("Failed to fetch");
    await refuse(0, offline);
    await refuse(1, offline);
    expect(refused).toEqual([offline, offline]);
    expect(isChecked(FIRST)).toBe(false);
    expect(isChecked(SECOND)).toBe(false);
    expect(outbox.getState().status).toBe("saved");
    outbox.dispatch(tick(SECOND));
    expect(sent).toHaveLength(3);
  });

  it("sends a typed answer once the person pauses, as its latest text only", async () => {
    const { outbox, sent } = setUp();
    const type = (text: string) => outbox.dispatch(answer(text));
    type("Sun");
    await vi.advanceTimersByTimeAsync(ANSWER_PAUSE_MS - 1);
    type("Sunny walk");
    expect(outbox.getState().status).toBe("saving");
    expect(outbox.hasUnsent()).toBe(false);
    await vi.advanceTimersByTimeAsync(ANSWER_PAUSE_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.tick)).toEqual([{ kind: "field", blockId: ANSWER, value: "Sunny walk" }]);
  });

  it("sends an answer being typed at once when the page is left", () => {
    const { outbox, sent } = setUp();
    outbox.dispatch(answer("Tea"));
    outbox.flush();
    expect(sent.map((s) => s.tick)).toEqual([{ kind: "field", blockId: ANSWER, value: "Tea" }]);
    expect(outbox.hasUnsent()).toBe(true);
  });

  it("tells subscribers of each change", async () => {
    const { outbox, sent, settle } = setUp();
    const listener = vi.fn();
    outbox.subscribe(listener);
    const before = outbox.getState();
    expect(outbox.getState()).toBe(before);
    outbox.dispatch(tick(FIRST));
    sent[0]?.answer();
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("shows another page's tick under its own ticks still on their way", async () => {
    const { outbox, sent, settle, isChecked, elsewhere } = setUp();
    outbox.dispatch(tick(FIRST));
    expect(outbox.receive(elsewhere({ kind: "item", itemId: SECOND, isChecked: true }))).toBe(false);
    expect(outbox.revision()).toBe(2);
    expect(isChecked(FIRST)).toBe(true);
    expect(isChecked(SECOND)).toBe(true);
    sent[0]?.answer();
    await settle();
    expect(outbox.revision()).toBe(3);
    expect([isChecked(FIRST), isChecked(SECOND)]).toEqual([true, true]);
  });

  it("asks to sync when it missed a change, takes the newer document, and ignores what it already has", () => {
    const { outbox, isChecked, elsewhere, server } = setUp();
    elsewhere({ kind: "item", itemId: FIRST, isChecked: true });
    const missedOne = elsewhere({ kind: "item", itemId: SECOND, isChecked: true });
    expect(outbox.receive(missedOne)).toBe(true);
    expect(isChecked(SECOND)).toBe(false);
    expect(outbox.receive({ type: "changed", revision: 3 })).toBe(true);
    expect(outbox.receive({ type: "state", ...server() })).toBe(false);
    expect([isChecked(FIRST), isChecked(SECOND)]).toEqual([true, true]);
    expect(
      outbox.receive({
        type: "ticked",
        revision: 2,
        tick: { kind: "item", itemId: FIRST, isChecked: false },
      }),
    ).toBe(false);
    expect(isChecked(FIRST)).toBe(true);
    expect(outbox.receive({ type: "changed", revision: 3 })).toBe(false);
  });

  it("keeps what the live channel told when the answer to its own tick comes after it", async () => {
    const { outbox, sent, settle, isChecked, elsewhere } = setUp();
    outbox.dispatch(tick(FIRST));
    sent[0]?.answer();
    // Stored as revision 2, then someone else's tick as 3; the channel tells both before the answer lands.
    outbox.receive({ type: "ticked", revision: 2, tick: { kind: "item", itemId: FIRST, isChecked: true } });
    outbox.receive(elsewhere({ kind: "item", itemId: SECOND, isChecked: true }));
    await settle();
    expect(outbox.revision()).toBe(3);
    expect([isChecked(FIRST), isChecked(SECOND)]).toEqual([true, true]);
  });

  it("keeps ticks that reach no server waiting, in order, and sends them once it is back", async () => {
    let stored: readonly Tick[] = [];
    const keep = {
      read: () => [...stored],
      write(ticks: readonly Tick[]) {
        stored = [...ticks];
        return true;
      },
    };
    const offline = new TypeError("Failed to fetch");
    const sent: Tick[] = [];
    let isUp = false;
    const initial = { data: createPreset("self-care-checklist", { start: "2026-03-02" }), revision: 1 };
    let server = initial;
    const send = async (tick: Tick) => {
      if (!isUp) throw offline;
      sent.push(tick);
      server = { data: applyTick(server.data, tick), revision: server.revision + 1 };
      return server;
    };
    const refused: unknown[] = [];
    const outbox = createTickOutbox(initial, send, (error) => refused.push(error), {
      keep,
      isUndelivered: (error) => error === offline,
    });
    outbox.dispatch(tick(FIRST));
    outbox.dispatch(tick(SECOND));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getState()).toMatchObject({ status: "waiting", waiting: 2 });
    expect(refused).toEqual([]);
    expect(stored).toHaveLength(2);
    expect(outbox.isKept()).toBe(true);

    // The page is reloaded while the server is away: the kept ticks show again and wait.
    const reloaded = createTickOutbox(initial, send, (error) => refused.push(error), {
      keep,
      isUndelivered: (error) => error === offline,
    });
    reloaded.restore();
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.getState()).toMatchObject({ status: "waiting", waiting: 2 });

    isUp = true;
    reloaded.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { kind: "item", itemId: FIRST, isChecked: true },
      { kind: "item", itemId: SECOND, isChecked: true },
    ]);
    expect(reloaded.getState()).toMatchObject({ status: "saved", waiting: 0 });
    expect(reloaded.revision()).toBe(3);
    expect(stored).toEqual([]);
  });
});
