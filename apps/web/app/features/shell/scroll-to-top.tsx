import { useScrollPast } from "../../lib/use-scroll-past.ts";
import { ArrowUpIcon } from "../../ui/icons/arrow-up-icon.tsx";
import { keepToastsAbove } from "../../ui/toast-place.ts";

/**
 * docs/PRODUCT.md, Breakpoints and sizes: the button shows once the page is scrolled past 1500 px, sampled
 * every 100 ms.
 */
export const SCROLL_TO_TOP_THRESHOLD = 1500;

export function ScrollToTop() {
  const visible = useScrollPast(SCROLL_TO_TOP_THRESHOLD, 100);
  if (!visible) return null;
  return (
    <button
      ref={keepToastsAbove}
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed right-1 bottom-1 z-20 grid size-3 animate-pop-in place-items-center rounded-full bg-primary-600 text-white shadow-lift transition-colors hover:bg-primary-700 md:right-2 md:bottom-2"
    >
      <ArrowUpIcon width="20" height="20" strokeWidth="2" />
    </button>
  );
}
