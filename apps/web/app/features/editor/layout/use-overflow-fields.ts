import { type RefObject, useEffect, useState } from "react";

/** A sheet field whose text is longer than its printed slot (the sheet marks it `data-overflow`). */
export type OverflowField = { readonly key: number; readonly label: string; readonly element: HTMLElement };

const keys = new WeakMap<HTMLElement, number>();
let nextKey = 1;

function keyOf(element: HTMLElement): number {
  let key = keys.get(element);
  if (key === undefined) {
    key = nextKey++;
    keys.set(element, key);
  }
  return key;
}

function collect(root: HTMLElement): OverflowField[] {
  return Array.from(root.querySelectorAll<HTMLElement>("[data-overflow]"), (element) => ({
    key: keyOf(element),
    label: element.getAttribute("aria-label") ?? "A text",
    element,
  }));
}

function isSameList(a: readonly OverflowField[], b: readonly OverflowField[]): boolean {
  return a.length === b.length && a.every((field, index) => field.element === b[index]?.element);
}

/**
 * The fields the sheet has marked as cut off, kept current by watching the mark itself: the sheet measures
 * after each change, so nothing here measures text.
 */
export function useOverflowFields(
  root: RefObject<HTMLElement | null>,
  isActive: boolean,
): readonly OverflowField[] {
  const [fields, setFields] = useState<readonly OverflowField[]>([]);
  useEffect(() => {
    const element = root.current;
    if (!element || !isActive) {
      setFields([]);
      return;
    }
    const update = () => {
      const next = collect(element);
      setFields((current) => (isSameList(current, next) ? current : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-overflow"],
    });
    return () => observer.disconnect();
  }, [root, isActive]);
  return fields;
}
