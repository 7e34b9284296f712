import type { User } from "@listful/contracts";
import { DiamondIcon } from "../../ui/icons/diamond-icon.tsx";

/** The first letter of the user's name in a circle; a diamond marks a subscriber. */
export function UserAvatar({ user, showBadge }: { user: Pick<User, "name">; showBadge: boolean }) {
  const letter = user.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span className="relative inline-grid size-2.5 place-items-center rounded-full bg-gradient-to-br from-primary-500 to-primary-700 text-base font-medium text-white shadow-soft">
      <span aria-hidden="true">{letter}</span>
      {showBadge ? (
        <span
          title="Premium"
          className="absolute -right-0.3 -bottom-0.3 grid size-1.25 place-items-center rounded-full bg-sun text-primary-900 ring-2 ring-white"
        >
          <DiamondIcon width="11" height="11" />
        </span>
      ) : null}
    </span>
  );
}
