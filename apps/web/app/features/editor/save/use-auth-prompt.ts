import { useCallback, useRef, useState } from "react";

/**
 * The sign-up a guest is asked for on saving. It remembers what had focus when it opened (the Save button,
 * or the field Ctrl+S was pressed in), so closing it returns the keyboard there even after the sign-in has
 * re-rendered the editor around it.
 */
export function useAuthPrompt() {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
  return { isOpen, open, setOpen, returnFocus };
}
