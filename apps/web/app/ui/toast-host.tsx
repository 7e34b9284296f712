import {
  type ComponentType,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useNavigation } from "react-router";
import { whenIdle } from "../lib/idle.ts";
import { TOAST_LAYER_ID } from "./toast-place.ts";
import { isToasterWanted, setNavigating, subscribeDrawRequests, subscribeToaster } from "./toast-store.ts";

const loadToaster = () => import("./toaster.tsx");
const NoToaster = () => null;

/** The toasts' layer; the toast container mounts in it the first time something asks for a toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  const navigating = useNavigation().state !== "idle";
  // A draw asked for when a navigation ends: as a transition it is drawn with the router's own pending update
  // (React draws pending transitions together), so its effect runs once the page the navigation ended on is in.
  const [draws, setDraws] = useState(0);
  useEffect(() => subscribeDrawRequests(() => startTransition(() => setDraws((count) => count + 1))), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each draw asked for reports again.
  useEffect(() => setNavigating(navigating), [navigating, draws]);
  // Fetched once the page is idle, not up front: a toast must still show after the connection drops.
  useEffect(() => whenIdle(() => void loadToaster().catch(() => {}), { timeout: 5000, fallback: 2000 }), []);
  // Asked for before its code came and with no connection, the container is left out, not the page: it is
  // fetched again once the browser is back online.
  const [attempt, setAttempt] = useState(0);
  const Toaster = useMemo(
    () =>
      lazy(() =>
        loadToaster().then(
          (module): { default: ComponentType } => ({ default: module.Toaster }),
          () => {
            window.addEventListener("online", () => setAttempt(attempt + 1), { once: true });
            return { default: NoToaster };
          },
        ),
      ),
    [attempt],
  );
  // The layer is there from the start: it holds the toasts' distances from the bars (toast-place.ts).
  return (
    <div id={TOAST_LAYER_ID} className="contents">
      {wanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </div>
  );
}
