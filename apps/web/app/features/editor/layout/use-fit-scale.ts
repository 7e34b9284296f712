import { type RefObject, useLayoutEffect, useState } from "react";

/** Room left around the pages inside the canvas, in CSS px on each side. */
export const GUTTER = 24;

/**
 * Whether the browser fits the pages by CSS (`.editor-fit` in styles/workspace.css), which needs a length
 * divided by a length: then nothing is measured.
 */
const fitsByCss = typeof CSS !== "undefined" && CSS.supports("scale", "calc(1px / 1px)");

/**
 * The scale that fits a page's width into the element (never above 1: pages are drawn at print size at
 * most), following the element as the window or the panel changes size; `undefined` where CSS fits them.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, pageWidth: number): number | undefined {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || fitsByCss) return;
    const measure = () => {
      const room = element.clientWidth - GUTTER * 2;
      if (room > 0) setScale(Math.min(1, Math.floor((room / pageWidth) * 1000) / 1000));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, pageWidth]);
  return fitsByCss ? undefined : scale;
}
