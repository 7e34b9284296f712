import { describe, expect, it } from "vitest";
import { createTickQueue, type TickOutcome } from "./tick-queue.ts";

/** A store that holds each batch until the test lets it go, answering each item with itself doubled. */
function heldStore() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const store = (batch: readonly number[]) => {
    batches.push([...batch]);
    return new Promise<TickOutcome<number>[]>((resolve) =>
      releases.push(() =>
        resolve(batch.map((n) => (n < 0 ? { error: new Error(`no ${n}`) } : { value: n * 2 }))),
      ),
    );
  };
  const release = async () => {
    await Promise.resolve();
    releases.shift()?.();
  };
  return { batches, store, release };
}

describe("the tick queue", () => {
  it("stores what arrives while a batch is being stored as the next batch, in order", async () => {
    const held = heldStore();
    const queue = createTickQueue(held.store);
    const first = queue.add("list", 1);
    const rest = [queue.add("list", 2), queue.add("list", 3), queue.add("list", 4)];
    expect(held.batches).toEqual([[1]]);
    await held.release();
    expect(await first).toBe(2);
    await held.release();
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
  });

  it("keeps lists apart and refuses a failed item alone", async () => {
    const held = heldStore();
    const queue = createTickQueue(held.store);
    const a = queue.add("a", 1);
    const b = queue.add("b", 5);
    expect(held.batches).toEqual([[1], [5]]);
    await held.release();
    await held.release();
    expect([await a, await b]).toEqual([2, 10]);

    const good = queue.add("a", 1);
    const waiting = [queue.add("a", -1), queue.add("a", 3)];
    await held.release();
    await good;
    await held.release();
    expect(await Promise.allSettled(waiting)).toEqual([
      { status: "rejected", reason: new Error("no -1") },
      { status: "fulfilled", value: 6 },
    ]);
  });

  it("refuses every item of a batch the store failed, and starts afresh after it", async () => {
    let calls = 0;
    const queue = createTickQueue(async (batch: readonly number[]) => {
      calls++;
      if (calls === 1) throw new Error("the database is away");
      return batch.map((n) => ({ value: n }));
    });
    await expect(queue.add("list", 1)).rejects.toThrow("the database is away");
    expect(await queue.add("list", 2)).toBe(2);
  });
});
