import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled further than `threshold` px, sampled at most every `sampleMs` so a long
 * scroll costs a handful of checks rather than one per frame.
 */
export function useScrollPast(threshold: number, sampleMs = 100): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      timer = undefined;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      timer ??= setTimeout(sample, sampleMs);
    };
    sample();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [threshold, sampleMs]);
  return past;
}
