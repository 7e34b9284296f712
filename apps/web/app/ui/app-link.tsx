import { type MouseEvent, useCallback, useSyncExternalStore } from "react";
import {
  Link,
  type LinkProps,
  type NavigateOptions,
  NavLink,
  type NavLinkProps,
  type To,
  useNavigate,
} from "react-router";
import { canPrefetch } from "../lib/prefetch-policy.ts";
import { isOffline, useOnlineStatus, YOU_ARE_OFFLINE } from "../lib/use-online-status.ts";
import { toast } from "./toast.ts";

const PAGE_NEEDS_CONNECTION = "Opening another page needs a connection.";

/** Why a link or a move stays on this page while offline. */
function sayPageNeedsConnection() {
  toast.error(`${YOU_ARE_OFFLINE} ${PAGE_NEEDS_CONNECTION}`);
}

const noSubscription = () => () => {};

/**
 * "intent" once hydrated, online, on a connection that can afford it; never during server rendering. Offline a
 * prefetch would do harm, not merely fail: the router loads the route's code to read its links, and a route
 * whose code fails to load reloads the page, which then shows the browser's offline page instead of this one.
 */
function usePrefetch(): "intent" | "none" {
  const isOnline = useOnlineStatus();
  const isAffordable = useSyncExternalStore(noSubscription, canPrefetch, () => false);
  return isOnline && isAffordable ? "intent" : "none";
}

/**
 * A click that would open the page here while offline stays on this page and says why: the router would fail
 * to fetch the next page and reload into the browser's offline page, taking whatever waits here to be saved
 * out of sight. A click for another tab or window is the browser's.
 */
function keepPageWhileOffline(
  onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
  target: string | undefined,
) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isForElsewhere =
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      target === "_blank";
    if (event.defaultPrevented || isForElsewhere || !isOffline()) return;
    event.preventDefault();
    sayPageNeedsConnection();
  };
}

/** An in-app link: prefetches on hover or focus unless offline or on a slow or metered connection. */
export function AppLink({ onClick, ...props }: LinkProps) {
  return <Link prefetch={usePrefetch()} onClick={keepPageWhileOffline(onClick, props.target)} {...props} />;
}

export function AppNavLink({ onClick, ...props }: NavLinkProps) {
  return (
    <NavLink prefetch={usePrefetch()} onClick={keepPageWhileOffline(onClick, props.target)} {...props} />
  );
}

/**
 * The router's navigate for the app's own moves (a search sent, a filter changed, a list deleted), held as a
 * link's click is: offline it stays on this page and says why, instead of fetching a page that cannot come
 * (the route would fail to load its data, or reload into the browser's offline page).
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (isOffline()) sayPageNeedsConnection();
      else void navigate(to, options);
    },
    [navigate],
  );
}
