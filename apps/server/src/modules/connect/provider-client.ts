import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "arctic";
import { RefusedError, UnavailableError } from "../../domain-errors.ts";

/** Who the provider says signed in: its stable subject id, and what it tells of the person. */
export type ProviderIdentity = {
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person owns the address (only Google says so). */
  isEmailVerified: boolean;
  name: string | null;
};

/** One sign-in attempt's secrets, kept in the browser's state cookie between the two legs. */
export type FlowSecrets = { state: string; verifier: string; nonce: string };

export type ProviderClient = {
  /** The provider's page the person is sent to. */
  authorizationUrl(flow: FlowSecrets): URL;
  /** Trades the code the provider sent back for the person it signed in. */
  identify(code: string, flow: FlowSecrets): Promise<ProviderIdentity>;
};

/** What a failed exchange means to the person: refused (try again) or the provider out of reach. */
export function exchangeFailure(label: string, error: unknown): Error {
  const status =
    error instanceof UnexpectedErrorResponseBodyError || error instanceof UnexpectedResponseError
      ? error.status
      : undefined;
  // An OAuth error (a spent or unknown code: invalid_grant), or any other refusal of the request.
  if (error instanceof OAuth2RequestError || (status !== undefined && status < 500)) {
    return new RefusedError(`${label} did not accept this sign-in. Please try again.`, { cause: error });
  }
  // No answer at all (fetch fails with a TypeError), or the provider's own failure.
  if (error instanceof ArcticFetchError || error instanceof TypeError || (status ?? 0) >= 500) {
    return new UnavailableError(`${label} cannot be reached just now. Please try again in a moment.`, {
      cause: error,
    });
  }
  return new RefusedError(`${label} sent an answer we could not read. Please try again.`, { cause: error });
}
