import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from "react";
import { useStateUntilNavigation } from "../lib/use-state-until-navigation.ts";

type DropdownProps = {
  /** What the trigger shows. */
  trigger: ReactNode;
  /** The trigger's accessible name, when what it shows is not text (an avatar letter). */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: "start" | "end";
  children: ReactNode;
};

const ITEMS = "a[href], button:not([disabled])";
/** The least room kept between an open panel and the edge of the screen, in CSS px. */
const EDGE = 8;

/** Slides an open panel sideways just enough to lie whole on the screen (a card's menu in a narrow column). */
function keepOnScreen(panel: HTMLElement) {
  panel.style.translate = "";
  const { left, right } = panel.getBoundingClientRect();
  const room = document.documentElement.clientWidth;
  const offset = left < EDGE ? EDGE - left : right > room - EDGE ? room - EDGE - right : 0;
  if (offset) panel.style.translate = `${Math.round(offset)}px 0`;
}

/**
 * A disclosure menu of links and buttons (the navigation pattern, not an application menu): the trigger says
 * whether it is open, arrow keys move between items, Escape closes and returns focus, and it closes when
 * focus or a click goes elsewhere, when an item is chosen and when the route changes.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName = "",
  panelClassName = "",
  align = "start",
  children,
}: DropdownProps) {
  const [open, setOpen] = useStateUntilNavigation(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Which item to focus once the panel has rendered, when it was opened from the keyboard. */
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  useLayoutEffect(() => {
    if (open && panelRef.current) keepOnScreen(panelRef.current);
  }, [open]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(focusOnOpen.current === "first" ? 0 : -1);
    focusOnOpen.current = null;
  });

  function items(): HTMLElement[] {
    const panel = rootRef.current?.querySelector(`#${CSS.escape(panelId)}`);
    return Array.from(panel?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
  }

  function focusItem(index: number) {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (!open) {
      focusOnOpen.current = event.key === "ArrowDown" ? "first" : "last";
      setOpen(true);
      return;
    }
    focusItem(current === -1 ? 0 : current + (event.key === "ArrowDown" ? 1 : -1));
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: key handling for the whole disclosure lives here.
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target.closest(`#${CSS.escape(panelId)}`) && target.closest(ITEMS)) setOpen(false);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute top-[calc(100%+0.5rem)] z-40 max-w-[calc(100vw-1rem)] min-w-13 animate-pop-in rounded-2xl border border-line bg-white p-0.5 shadow-lift ${align === "end" ? "right-0" : "left-0"} ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
