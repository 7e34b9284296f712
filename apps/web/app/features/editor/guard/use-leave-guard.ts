import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before work that is not in the collection is left behind: in-app navigation is held until the
 * person answers (the returned blocker), and closing or reloading the tab gets the browser's own question.
 * `allow` lets one navigation of the editor's own through (to the address of the checklist just created).
 */
export function useLeaveGuard(hasUnsavedWork: boolean) {
  const unsaved = useRef(hasUnsavedWork);
  const allowed = useRef<string | null>(null);
  useEffect(() => {
    unsaved.current = hasUnsavedWork;
  }, [hasUnsavedWork]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const next = `${nextLocation.pathname}${nextLocation.search}`;
    if (next === allowed.current) {
      allowed.current = null;
      return false;
    }
    const isElsewhere = `${currentLocation.pathname}${currentLocation.search}` !== next;
    return unsaved.current && isElsewhere;
  });

  useEffect(() => {
    if (!hasUnsavedWork) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsavedWork]);

  const allow = useCallback((path: string) => {
    allowed.current = path;
  }, []);
  return { blocker, allow };
}
