import { type ApiError, isApiError } from "@listful/contracts";
import { data } from "react-router";
import { toast } from "../ui/toast.ts";
import { type FieldErrors, readApiFieldErrors } from "./field-errors.ts";
import { isOffline, YOU_ARE_OFFLINE } from "./use-online-status.ts";

export const GENERIC_ERROR = "Something went wrong. Try later.";

/** The API has nothing there for the caller (404): gone, never there, or not theirs to see. */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

/** The API could not take the request as it was (400): a value it refuses, or an id it cannot read. */
export function isBadRequest(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 400;
}

/** The session has ended (401, after the client's one renewal failed): signing in again lets the call through. */
export function isSignedOut(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

/** Someone else changed it first (409): the answer carries what the API has now. */
export function isConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409;
}

/** The API answered and refused the request (4xx), as against failing itself (5xx) or not answering. */
export function isRefused(error: unknown): error is ApiError {
  return isApiError(error) && error.status < 500;
}

/**
 * The call never reached the API: no network, or no server behind the site (a gateway's 502, 503 or 504).
 * Sent again later it may well land, where a refusal would be refused again.
 */
export function isUndelivered(error: unknown): boolean {
  return !isApiError(error) || error.status >= 502;
}

/** The API's reason for a failure it answered; null when no answer came (offline, the network). */
export function apiReason(error: unknown): string | null {
  return isApiError(error) ? error.envelope.error : null;
}

/**
 * A loader's read whose "nothing there" answer is the page's own 404 (the site's not-found page, saying
 * `message`); `isMissing` says which answers mean nothing is there. Any other failure goes on as it is.
 */
export async function readOrNotFound<T>(
  read: Promise<T>,
  message: string,
  isMissing: (error: unknown) => boolean = isNotFound,
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) throw data(message, { status: 404 });
    throw error;
  }
}

/** A loader's failed API call as the route's error: the API's status and reason. Anything else goes on as it is. */
export function throwAsRouteError(error: unknown): never {
  if (isApiError(error)) throw data(error.envelope.error, { status: error.status });
  throw error;
}

export type ApiErrorOptions = {
  /** The form's own fields: the server's messages for them come back to be shown under them. */
  readonly fields?: readonly string[];
  /**
   * Said instead of leaving the page on a server error (5xx): the editor keeps the person and their unsaved
   * work where they are (decision 0008).
   */
  readonly onServerError?: () => void;
  /**
   * How this action's failure is worded. A text (such as "The checklist hasn't been
   * deleted.") stands in for the server's reason, except a rate limit's, which says when to try again. A
   * function words it from the server's reason, null when no answer came.
   */
  readonly fallback?: string | ((reason: string | null) => string);
  /**
   * The page shows the failure's message itself, under this name among the field errors, rather than in a
   * toast: a page whose one job failed (finishing a sign-in at a provider) says why where the person looks.
   */
  readonly messageField?: string;
  /**
   * Premium content refused (402): the caller offers the way on (the pricing modal: upgrade, or reset the
   * premium features) instead of a toast.
   */
  readonly onPaymentRequired?: (message: string) => void;
  /**
   * What this action needs the connection for ("Downloading a PDF needs a connection."), said after "You are
   * offline." when it failed with the browser offline: trying again would fail the same way until it is back.
   */
  readonly offline?: string;
};

function wording(fallback: ApiErrorOptions["fallback"], reason: string | null, isRateLimit: boolean) {
  if (typeof fallback === "function") return fallback(reason);
  if (fallback !== undefined && !(isRateLimit && reason)) return fallback;
  return reason || GENERIC_ERROR;
}

/**
 * The one handler for a failed API call (docs/PRODUCT.md, Error shapes). The server's messages for the form's
 * fields come back to be shown under them; a list of messages, and messages for fields the form does not
 * have, are joined by newlines in an error toast; without details the response's error text is shown. A 500
 * sends the browser home, unless the caller handles server errors itself. A call that got no answer while the
 * browser is offline says so, as the offline notice does, with what the action needs the connection for.
 */
export function handleApiError(error: unknown, options: ApiErrorOptions = {}): FieldErrors {
  const { fields = [], onServerError, fallback, messageField, onPaymentRequired, offline } = options;
  if (!isApiError(error)) {
    if (isOffline()) {
      toast.error(`${YOU_ARE_OFFLINE} ${offline ?? "Try again once you are back online."}`);
      return {};
    }
    console.error(error);
    toast.error(wording(fallback, null, false));
    return {};
  }
  if (error.status === 402 && onPaymentRequired) {
    onPaymentRequired(error.envelope.error);
    return {};
  }
  if (error.status >= 500 && onServerError) {
    onServerError();
    return {};
  }
  if (error.status === 500) {
    window.location.assign("/");
    return {};
  }
  const { envelope } = error;
  const onForm: FieldErrors = {};
  const elsewhere: string[] = [];
  if (envelope.errors) {
    const read = readApiFieldErrors(envelope.errors);
    if (read.general) elsewhere.push(read.general);
    for (const [field, message] of Object.entries(read.fields)) {
      if (fields.includes(field)) onForm[field] = message;
      else elsewhere.push(message);
    }
  }
  const hasFieldMessages = Object.keys(onForm).length > 0;
  if (hasFieldMessages && elsewhere.length === 0) return onForm;
  const reason = elsewhere.length > 0 ? elsewhere.join("\n") : envelope.error || null;
  if (messageField) return { ...onForm, [messageField]: wording(fallback, reason, error.status === 429) };
  toast.error(wording(fallback, reason, error.status === 429));
  return onForm;
}
