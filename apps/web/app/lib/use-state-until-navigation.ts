import { type SetStateAction, useCallback, useState } from "react";
import { useLocation } from "react-router";

/**
 * State that belongs to the page it was set on, such as an open menu or a half-typed search: a new location
 * (a link, Back, a submitted search, the same address followed again) finds `initial` again. The value is kept
 * with the location it was set at and read against the current one, rather than reset by an effect after the
 * new page is drawn: the new page never shows the old value, and nothing draws twice.
 */
export function useStateUntilNavigation<T>(initial: T): [T, (next: SetStateAction<T>) => void] {
  const { key } = useLocation();
  const [state, setState] = useState({ value: initial, key });
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setState((current) => {
        const previous = current.key === key ? current.value : initial;
        return { value: typeof next === "function" ? (next as (value: T) => T)(previous) : next, key };
      }),
    [key, initial],
  );
  return [state.key === key ? state.value : initial, set];
}
