import { type RefObject, useLayoutEffect, useState } from "react";

/** Room left around the pages inside the canvas, in CSS px on each side. */
const GUTTER = 24;

/**
 * The scale that fits a page's width into the element (never above 1: pages are drawn at print size at
 * most), following the element as the window or the panel changes size.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, pageWidth: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const room = element.clientWidth - GUTTER * 2;
      if (room > 0) setScale(Math.min(1, Math.floor((room / pageWidth) * 1000) / 1000));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, pageWidth]);
  return scale;
}
