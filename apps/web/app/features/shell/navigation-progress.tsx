import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * docs/PRODUCT.md, Timings: the bar shows only for navigations slower than 200 ms (it runs for up to 5000
 * ms).
 */
export const PROGRESS_THROTTLE_MS = 200;

type Phase = "idle" | "running" | "done";

export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("running"), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), 350);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === "idle") return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]">
      <div
        data-testid="navigation-progress"
        className={`h-full origin-left rounded-r-full bg-gradient-to-r from-primary-400 to-primary-600 ${
          phase === "running" ? "animate-progress" : "opacity-0 transition-opacity duration-300"
        }`}
      />
    </div>
  );
}
