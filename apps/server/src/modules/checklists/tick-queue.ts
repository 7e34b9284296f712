/** What became of one tick in a batch: an error to answer with, or what it was stored as. */
export type TickOutcome<R> = { error: unknown } | { value: R };

/**
 * Ticks on one list that arrive while a batch of its ticks is being stored wait for it and are stored
 * together, in the order they came: fifty people ticking one list at the same moment take a few turns at its
 * row lock instead of fifty. `store` gets a batch and answers with each tick's outcome, in its order.
 */
export function createTickQueue<T, R>(store: (batch: readonly T[]) => Promise<TickOutcome<R>[]>) {
  type Waiting = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string) {
    for (;;) {
      const batch = queues.get(key) ?? [];
      if (batch.length === 0) {
        queues.delete(key);
        return;
      }
      queues.set(key, []);
      try {
        const outcomes = await store(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index];
          if (!outcome) waiting.reject(new Error("a batched tick had no outcome"));
          else if ("error" in outcome) waiting.reject(outcome.error);
          else waiting.resolve(outcome.value);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  }

  return {
    /** Stores `item` with whatever else is waiting under `key` once the batch before it is stored. */
    add(key: string, item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const waiting = queues.get(key);
        if (waiting) {
          waiting.push({ item, resolve, reject });
          return;
        }
        queues.set(key, [{ item, resolve, reject }]);
        void drain(key);
      });
    },
  };
}
