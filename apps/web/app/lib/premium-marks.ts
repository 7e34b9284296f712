import type { PublicConfig, User } from "@listful/contracts";
import { useRootData } from "./root-data.ts";
import { isSubscribed } from "./subscription.ts";

/**
 * Whether premium templates and backgrounds carry their premium mark: only when payments are on and
 * the person is not subscribed, the only case where the mark tells them something. In free mode
 * everything is open to everyone, so nothing is marked.
 */
export function hasPremiumMarks(
  config: Pick<PublicConfig, "isFree">,
  user: Pick<User, "plan"> | null,
): boolean {
  return !config.isFree && !(user && isSubscribed(user));
}

export function usePremiumMarks(): boolean {
  const { config, user } = useRootData();
  return hasPremiumMarks(config, user);
}
