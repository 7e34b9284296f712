import { type SetStateAction, useCallback, useState } from "react";
import { useLocation } from "react-router";

/**
 * State that belongs to the page it was set on, such as an open menu or a half-typed search: a new location
 * (a link, Back, a submitted search, the same address followed again) finds `initial` again. The value is kept
 * with the location it was set at and read against the current one, rather than reset by an effect after the
 * new page is drawn: the new page never shows the old value, and nothing draws twice. Locations are told apart
 * by the router's location object, new on every navigation: going Back brings an entry's key again, and must
 * not bring back a menu left open there.
 */
export function useStateUntilNavigation<T>(initial: T): [T, (next: SetStateAction<T>) => void] {
  const location = useLocation();
  const [state, setState] = useState({ value: initial, location });
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setState((current) => {
        const previous = current.location === location ? current.value : initial;
        return { value: typeof next === "function" ? (next as (value: T) => T)(previous) : next, location };
      }),
    [location, initial],
  );
  return [state.location === location ? state.value : initial, set];
}
