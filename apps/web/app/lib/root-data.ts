import type { PublicConfig, User } from "@listful/contracts";
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page. */
export type RootData = {
  nonce: string;
  user: User | null;
  config: PublicConfig;
};

const FALLBACK_CONFIG: PublicConfig = {
  publicUrl: "",
  isFree: true,
  blogUrl: "/blog",
  recaptchaSiteKey: null,
  signInProviders: [],
};

/** The signed-in user and the public config; safe in error boundaries, where the root data may be missing. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  return data ?? { nonce: "", user: null, config: FALLBACK_CONFIG };
}
