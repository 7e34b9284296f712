import { isAdmin, type User } from "@listful/contracts";
import { Form } from "react-router";
import { HREFS } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Dropdown } from "../../ui/dropdown.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { MENU_ITEM } from "./nav-styles.ts";
import { UserAvatar } from "./user-avatar.tsx";

export function UserMenu({ user, isPremium }: { user: User; isPremium: boolean }) {
  return (
    <Dropdown
      trigger={<UserAvatar user={user} showBadge={isPremium} />}
      triggerLabel={`Account menu for ${user.name}${isPremium ? " (Premium)" : ""}`}
      triggerClassName="rounded-full"
      align="end"
      panelClassName="w-16"
    >
      <div className="border-b border-line px-0.75 pt-0.5 pb-0.75">
        <p className="truncate font-medium text-ink">{user.name}</p>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
      <ul className="pt-0.5">
        <li>
          <AppLink to={NAV_LINKS.settings.href} className={MENU_ITEM}>
            {NAV_LINKS.settings.label}
          </AppLink>
        </li>
        {isAdmin(user) ? (
          <li>
            <AppLink to={NAV_LINKS.admin.href} className={MENU_ITEM}>
              {NAV_LINKS.admin.label}
            </AppLink>
          </li>
        ) : null}
        <li>
          <Form method="post" action={HREFS.logout}>
            <button type="submit" className={MENU_ITEM}>
              Log out
            </button>
          </Form>
        </li>
      </ul>
    </Dropdown>
  );
}
