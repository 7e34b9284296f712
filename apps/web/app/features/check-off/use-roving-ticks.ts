import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from "react";
import { type Direction, nearestInDirection } from "./nearest-in-direction.ts";

/**
 * The tick boxes: the sheet's (list items, calendar cells, icon cells) and the habit grids' (`data-tick`);
 * answer fields keep their own tab stops.
 */
const TICKS = "input.ls-check, button.ls-icon-cell, button[data-tick]";

const KEYS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

function center(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * One tab stop for all the tick boxes of a sheet (a habit tracker has hundreds): Tab reaches the last one
 * used, the arrow keys move across the page as the boxes are laid out, Home and End jump to the first and
 * last, and Space ticks. The boxes are the sheet's own; this only sets their tabindex.
 */
export function useRovingTicks(root: RefObject<HTMLElement | null>) {
  const active = useRef(0);

  // After every render: the sheet may have re-drawn rows (a re-sorted list), so set the tab stops again.
  useLayoutEffect(() => {
    const boxes = Array.from(root.current?.querySelectorAll<HTMLElement>(TICKS) ?? []);
    active.current = Math.min(active.current, Math.max(0, boxes.length - 1));
    boxes.forEach((box, index) => {
      box.tabIndex = index === active.current ? 0 : -1;
    });
  });

  function onFocus(event: React.FocusEvent<HTMLElement>) {
    const boxes = Array.from(root.current?.querySelectorAll<HTMLElement>(TICKS) ?? []);
    const index = boxes.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    active.current = index;
    boxes.forEach((box, i) => {
      box.tabIndex = i === index ? 0 : -1;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (!target.matches(TICKS)) return;
    const boxes = Array.from(root.current?.querySelectorAll<HTMLElement>(TICKS) ?? []);
    let next = -1;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = boxes.length - 1;
    else if (KEYS[event.key]) {
      const direction = KEYS[event.key] as Direction;
      next = nearestInDirection(center(target), boxes.map(center), direction);
    } else return;
    event.preventDefault();
    boxes[next]?.focus();
  }

  return { onFocus, onKeyDown };
}
