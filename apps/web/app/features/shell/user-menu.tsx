import { isAdmin, type User } from "@listful/contracts";
import { Form } from "react-router";
import { HREFS } from "../../lib/hrefs.ts";
import { Dropdown } from "../../ui/dropdown.tsx";
import { MenuItem } from "../../ui/menu-item.tsx";
import { NAV_LINKS } from "./nav-links.ts";
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
          <MenuItem to={NAV_LINKS.settings.href}>{NAV_LINKS.settings.label}</MenuItem>
        </li>
        {isAdmin(user) ? (
          <li>
            <MenuItem to={NAV_LINKS.admin.href}>{NAV_LINKS.admin.label}</MenuItem>
          </li>
        ) : null}
        <li>
          <Form method="post" action={HREFS.logout}>
            <MenuItem type="submit">Log out</MenuItem>
          </Form>
        </li>
      </ul>
    </Dropdown>
  );
}
