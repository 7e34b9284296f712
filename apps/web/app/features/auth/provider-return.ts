import { providerOfState, type SignInProvider } from "@listful/contracts";
import { readReturnPath } from "../../lib/return-path.ts";
import type { SignInReturn } from "./sign-in-return.ts";

/**
 * What a sign-in at Google or Facebook carries across the trip there and back, in this tab's session storage
 * (the provider returns to /login, whatever page the person left): where to go on, and whether the editor
 * saves the guest's draft on arrival.
 */
const RETURN_KEY = "listful:provider-return";
const SAVE_DRAFT_KEY = "listful:save-draft-after-sign-in";

/** What the provider sent back to /login: its state (naming the provider) and a code or an error. */
export type ProviderReturn = {
  readonly provider: SignInProvider;
  readonly state: string;
  readonly code: string | null;
  readonly error: string | null;
};

export function readProviderReturn(params: URLSearchParams): ProviderReturn | null {
  const state = params.get("state");
  const provider = state ? providerOfState(state) : undefined;
  if (!state || !provider) return null;
  return { provider, state, code: params.get("code"), error: params.get("error") };
}

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReturn(target: SignInReturn | null, saveDraft: boolean): void {
  const store = session();
  try {
    if (target) store?.setItem(RETURN_KEY, JSON.stringify(target));
    else store?.removeItem(RETURN_KEY);
    if (saveDraft) store?.setItem(SAVE_DRAFT_KEY, "1");
    else store?.removeItem(SAVE_DRAFT_KEY);
  } catch {
    // Storage switched off: the person lands on the collection, and saves the draft themselves.
  }
}

/** Where the person was going before the trip, once: a stored path is checked again like any return path. */
export function takeReturn(): SignInReturn | null {
  const store = session();
  const raw = store?.getItem(RETURN_KEY);
  store?.removeItem(RETURN_KEY);
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<SignInReturn>) : null;
    const next = readReturnPath(stored?.next);
    return next ? { next, bookmark: typeof stored?.bookmark === "string" ? stored.bookmark : null } : null;
  } catch {
    return null;
  }
}

/** Whether the editor should save its draft now that the person is signed in; asked once. */
export function takeDraftSave(): boolean {
  const store = session();
  const isAsked = store?.getItem(SAVE_DRAFT_KEY) === "1";
  store?.removeItem(SAVE_DRAFT_KEY);
  return isAsked;
}

export function forgetDraftSave(): void {
  session()?.removeItem(SAVE_DRAFT_KEY);
}
