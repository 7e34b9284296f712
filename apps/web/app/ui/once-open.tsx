import { type ReactNode, Suspense, useState } from "react";

/**
 * Draws a lazily loaded dialog from the first time it opens on (so it can close with its animation, and
 * open again at once): a page loads a dialog's code only when someone needs it.
 */
export function OnceOpen({ open, children }: { readonly open: boolean; readonly children: ReactNode }) {
  const [wasOpened, setOpened] = useState(open);
  if (open && !wasOpened) setOpened(true);
  if (!open && !wasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
