import {
  applyTick,
  type Checklist,
  createPreset,
  editBlock,
  type Tick,
  toggleItem,
} from "@listful/checklist";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANSWER_PAUSE_MS, createTickOutbox } from "./tick-outbox.ts";

type Sent = { tick: Tick; answer: () => void; refuse: (error: unknown) => void };

/** A tick outbox over a server the test answers by hand; the server applies what it accepts. */
function setUp() {
  const initial = createPreset("self-care-checklist", { start: "2026-03-02" });
  let server = initial;
  const sent: Sent[] = [];
  const refused: unknown[] = [];
  const outbox = createTickOutbox(
    initial,
    (tick) =>
      new Promise<Checklist>((resolve, reject) =>
        sent.push({
          tick,
          answer: () => {
            server = applyTick(server, tick);
            resolve(server);
          },
          refuse: reject,
        }),
      ),
    (error) => refused.push(error),
  );
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
  return { outbox, sent, refused, settle, refuse, isChecked };
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
});
