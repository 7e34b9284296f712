import { AppLink, AppNavLink } from "../../ui/app-link.tsx";
import type { MenuEntry } from "./nav-links.ts";

type MenuLinkProps = {
  readonly link: Extract<MenuEntry, { kind: "link" }>;
  readonly className: string;
  /** Marks the current page (`aria-current`), as the header does. */
  readonly isNav?: boolean;
};

/** A menu's link: in-app links prefetch and route; the blog, outside the app, is a plain link. */
export function MenuLink({ link, className, isNav = false }: MenuLinkProps) {
  if (link.isExternal) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  const Link = isNav ? AppNavLink : AppLink;
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}
