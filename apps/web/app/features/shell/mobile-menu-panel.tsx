import { isAdmin, type PublicConfig, type User } from "@listful/contracts";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Form } from "react-router";
import { HREFS, templateLandingHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { CloseIcon } from "../../ui/icons/close-icon.tsx";
import { TEMPLATE_TYPE_LISTINGS } from "../templates/template-type-listings.ts";
import { LogoMark } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { MENUS, menuEntries, NAV_LINKS } from "./nav-links.ts";
import { UserAvatar } from "./user-avatar.tsx";

const LINK =
  "flex items-center rounded-xl px-0.75 py-0.75 text-[1.05rem] font-medium text-ink transition-colors hover:bg-primary-50 hover:text-primary-700";
const SUBLINK =
  "block rounded-lg px-0.75 py-0.5 text-[0.95rem] text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700";

type MobileMenuPanelProps = {
  user: User | null;
  config: PublicConfig;
  isPremium: boolean;
  onClose: () => void;
};

/**
 * The open mobile menu. While it is shown the page does not scroll and focus stays inside it. It is drawn at
 * the end of the body, not in the header: the scrolled header's backdrop blur makes it the box its fixed
 * children fill, which cut the menu down to the header's height.
 */
export function MobileMenuPanel({ user, config, isPremium, onClose }: MobileMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a[href], button") ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        data-testid="mobile-menu-overlay"
        className="absolute inset-0 animate-fade-in bg-ink/45 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 right-0 flex w-21 max-w-[88vw] animate-pop-in flex-col overflow-y-auto bg-white shadow-lift"
      >
        <div className="flex h-4.5 items-center justify-between border-b border-line px-1">
          <AppLink to={HREFS.home} className="flex items-center gap-0.5 text-lg font-bold text-ink">
            <LogoMark className="size-2" />
            Listful
          </AppLink>
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="grid size-2.75 place-items-center rounded-full text-ink-soft hover:bg-primary-50"
          >
            <CloseIcon width="22" height="22" />
          </button>
        </div>
        {user ? (
          <div className="flex items-center gap-0.75 px-1.5 pt-1">
            <UserAvatar user={user} showBadge={isPremium} />
            <div className="min-w-0">
              <p className="truncate font-medium">{user.name}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
        ) : null}
        <nav aria-label="Mobile" className="flex-1 px-0.75 py-1">
          <ul className="flex flex-col gap-0.3">
            {menuEntries(MENUS.mobile, { isSignedIn: !!user, isAdmin: !!user && isAdmin(user), config }).map(
              (entry) =>
                entry.kind === "templates" ? (
                  <li key="templates">
                    <p className="px-0.75 pt-0.75 pb-0.3 text-xs font-medium tracking-wider text-muted uppercase">
                      {entry.label}
                    </p>
                    <ul className="grid grid-cols-2">
                      {TEMPLATE_TYPE_LISTINGS.map((type) => (
                        <li key={type.slug}>
                          <AppLink to={templateLandingHref(type.slug)} className={SUBLINK}>
                            {type.title}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.id}>
                    <MenuLink link={entry} className={LINK} />
                  </li>
                ),
            )}
          </ul>
        </nav>
        <div className="flex flex-col gap-0.75 border-t border-line p-1.5">
          {user ? (
            <Form method="post" action={HREFS.logout}>
              <button type="submit" className={buttonClass({ variant: "secondary", className: "w-full" })}>
                Log out
              </button>
            </Form>
          ) : (
            <>
              <AppLink to={NAV_LINKS.register.href} className={buttonClass({ className: "w-full" })}>
                {NAV_LINKS.register.label}
              </AppLink>
              <AppLink
                to={NAV_LINKS.login.href}
                className={buttonClass({ variant: "secondary", className: "w-full" })}
              >
                {NAV_LINKS.login.label}
              </AppLink>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
