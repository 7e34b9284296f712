import { useSyncExternalStore } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { canPrefetch } from "../lib/prefetch-policy.ts";

const noSubscription = () => () => {};

/** "intent" once hydrated on a connection that can afford it; never during server rendering. */
function usePrefetch(): "intent" | "none" {
  return useSyncExternalStore(
    noSubscription,
    () => (canPrefetch() ? "intent" : "none"),
    () => "none",
  );
}

/** An in-app link that prefetches on hover or focus unless the connection is slow or metered. */
export function AppLink(props: LinkProps) {
  return <Link prefetch={usePrefetch()} {...props} />;
}

export function AppNavLink(props: NavLinkProps) {
  return <NavLink prefetch={usePrefetch()} {...props} />;
}
