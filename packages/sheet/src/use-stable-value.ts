import { useRef } from "react";

/**
 * Returns the previous value while `isEqual` says nothing changed, so memoised children keep getting
 * the same object across renders (pagination and derived data are rebuilt on every change).
 */
export function useStableValue<T>(value: T, isEqual: (previous: T, next: T) => boolean): T {
  const stable = useRef(value);
  // Idempotent: a render React throws away can only have stored a value equal to a later one.
  if (stable.current !== value && !isEqual(stable.current, value)) stable.current = value;
  return stable.current;
}

/** Same own keys with identical values. */
export function isShallowEqual<T extends object>(previous: T, next: T): boolean {
  const keys = Object.keys(previous) as (keyof T)[];
  return keys.length === Object.keys(next).length && keys.every((key) => Object.is(previous[key], next[key]));
}

/**
 * A rebuilt list that keeps each previous entry still shallowly equal to its new one (and the previous
 * list itself when nothing changed), so a memoised row per entry re-renders only for its own change.
 */
export function useStableList<T extends object>(list: readonly T[]): readonly T[] {
  const stable = useRef(list);
  const previous = stable.current;
  if (previous !== list) {
    const merged = list.map((entry, index) => {
      const old = previous[index];
      return old !== undefined && isShallowEqual(old, entry) ? old : entry;
    });
    const isSame =
      merged.length === previous.length && merged.every((entry, index) => entry === previous[index]);
    // Idempotent, as above.
    if (!isSame) stable.current = merged;
  }
  return stable.current;
}
