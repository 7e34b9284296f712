import { useLocation } from "react-router";
import { useRootData } from "../../lib/root-data.ts";
import { isSubscribed } from "../../lib/subscription.ts";
import { useScrollPast } from "../../lib/use-scroll-past.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { keepToastsBelow } from "../../ui/toast-place.ts";
import { HeaderSearch } from "../search/header-search.tsx";
import { SearchToggle } from "../search/search-toggle.tsx";
import { AddChecklistButton } from "./add-checklist-button.tsx";
import { Logo } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { MENUS, menuEntries, NAV_LINKS } from "./nav-links.ts";
import { NAV_ITEM } from "./nav-styles.ts";
import { PopularTemplatesMenu } from "./popular-templates-menu.tsx";
import { UserMenu } from "./user-menu.tsx";

/** The header takes its scrolled style past 70 px (docs/PRODUCT.md, Breakpoints and sizes). */
export const HEADER_SCROLL_THRESHOLD = 70;

export function SiteHeader({ isStatic }: { isStatic: boolean }) {
  const { user, config } = useRootData();
  const { pathname } = useLocation();
  const scrolled = useScrollPast(HEADER_SCROLL_THRESHOLD);
  const isPremium = !!user && !config.isFree && isSubscribed(user);
  const canAdd = !!user && pathname === NAV_LINKS.collection.href;
  const viewer = { isSignedIn: !!user, config };

  return (
    <header
      ref={keepToastsBelow}
      data-scrolled={scrolled ? "" : undefined}
      className={`${isStatic ? "relative" : "fixed inset-x-0 top-0"} z-30 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled ? "border-transparent bg-white/90 shadow-header backdrop-blur-md" : "border-line/70 bg-white"
      }`}
    >
      <div
        className={`mx-auto flex max-w-80 items-center gap-1 px-1 transition-[height] duration-200 md:px-2 ${scrolled ? "h-4" : "h-5"}`}
      >
        <Logo />
        <nav aria-label="Main" className="ml-1.5 hidden items-center gap-0.3 lg:flex">
          {menuEntries(MENUS.header, viewer).map((entry) =>
            entry.kind === "templates" ? (
              <PopularTemplatesMenu key="templates" />
            ) : (
              <MenuLink key={entry.id} link={entry} className={NAV_ITEM} isNav />
            ),
          )}
        </nav>
        <div className="ml-auto hidden items-center gap-0.75 lg:flex">
          {/* The box needs 280 px: from 1280 px on it sits in the header, below that it opens from a button. */}
          <HeaderSearch className="hidden w-[280px] xl:block" />
          <div className="xl:hidden">
            <SearchToggle />
          </div>
          {user ? (
            <>
              {pathname === NAV_LINKS.collection.href ? null : (
                <AppLink to={NAV_LINKS.collection.href} className={buttonClass({ variant: "secondary" })}>
                  {NAV_LINKS.collection.label}
                </AppLink>
              )}
              {canAdd ? <AddChecklistButton /> : null}
              <UserMenu user={user} isPremium={isPremium} />
            </>
          ) : (
            <>
              <AppLink to={NAV_LINKS.login.href} className={buttonClass({ variant: "ghost" })}>
                {NAV_LINKS.login.label}
              </AppLink>
              <AppLink to={NAV_LINKS.register.href} className={buttonClass()}>
                {NAV_LINKS.register.label}
              </AppLink>
            </>
          )}
        </div>
        {/* One wrapper so the add icon sits just before the burger on phones. */}
        <div className="ml-auto flex items-center gap-0.5 lg:hidden">
          <SearchToggle />
          {canAdd ? <AddChecklistButton /> : null}
          <MobileMenu user={user} config={config} isPremium={isPremium} />
        </div>
      </div>
    </header>
  );
}
