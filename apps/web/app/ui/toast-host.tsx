import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { isToasterWanted, setNavigating, subscribeToaster } from "./toast-store.ts";

const loadToaster = () => import("./toaster.tsx");
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Mounts the toast container the first time something asks for a toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  const navigating = useNavigation().state !== "idle";
  useEffect(() => setNavigating(navigating), [navigating]);
  // Fetched once the page is idle, not up front: a toast must still show after the connection drops.
  useEffect(() => {
    const load = () => void loadToaster().catch(() => {});
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(load, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
