/**
 * Who listens to a store kept outside React (the editor's document, its saves, the owner's ticks): what
 * `useSyncExternalStore` subscribes with, and the call that tells them all of a change.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
