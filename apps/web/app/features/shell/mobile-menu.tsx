import type { PublicConfig, User } from "@listful/contracts";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useStateUntilNavigation } from "../../lib/use-state-until-navigation.ts";
import { MenuIcon } from "../../ui/icons/menu-icon.tsx";

// The panel loads on demand (most visits never open it); a hover, focus or touch on the burger fetches it early.
const loadPanel = () => import("./mobile-menu-panel.tsx");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));
const preloadPanel = () => void loadPanel().catch(() => {});

type MobileMenuProps = { user: User | null; config: PublicConfig; isPremium: boolean };

/**
 * The menu below the desktop breakpoint: a burger opens a panel over a dimmed page. Escape, the overlay, the
 * close button and any navigation close it, and focus goes back to the burger.
 */
export function MobileMenu({ user, config, isPremium }: MobileMenuProps) {
  const [open, setOpen] = useStateUntilNavigation(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      burgerRef.current?.focus();
    }
  }, [open]);

  return (
    <div className="ml-auto lg:hidden">
      <button
        ref={burgerRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
        className="grid size-2.75 place-items-center rounded-full text-ink transition-colors hover:bg-primary-50"
      >
        <MenuIcon width="24" height="24" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel user={user} config={config} isPremium={isPremium} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
