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

/** Arrays of the same length whose entries are shallowly equal. */
export function isShallowEqualList<T extends object>(previous: readonly T[], next: readonly T[]): boolean {
  return (
    previous.length === next.length &&
    previous.every((entry, index) => {
      const other = next[index];
      return other !== undefined && isShallowEqual(entry, other);
    })
  );
}
