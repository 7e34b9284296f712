import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterWanted, subscribeToaster } from "./toast-store.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((module) => ({ default: module.Toaster })));

/** Mounts the toast container the first time something asks for a toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
