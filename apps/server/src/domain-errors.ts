/**
 * What a service refuses, in the domain's words. Services throw these and know nothing of HTTP; the API's
 * edge (the error handler, or a route that adds what only it can map) turns each kind into an answer.
 * Their messages are safe to show.
 */
export class DomainError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Something that does not exist, or is not the caller's: the two read alike on purpose. */
export class NotFoundError extends DomainError {}

/** Input the rules refuse, with a message per field. */
export class InvalidInputError extends DomainError {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>, message = "Please check the highlighted fields.") {
    super(message);
    this.fields = fields;
  }
}

/** A request the rules refuse as a whole. */
export class RefusedError extends DomainError {}

/** Something this person may see but not do (a visitor's tick on a view-only shared link). */
export class ForbiddenError extends DomainError {}

/** Premium content (a premium template or design feature) from someone without a subscription. */
export class PremiumRequiredError extends DomainError {}

/** Credentials that do not match, or a session that has ended. */
export class NotSignedInError extends DomainError {}

/** A change made from a stale copy; a subclass carries the current state so the answer can offer it. */
export class ConflictError extends DomainError {}

/** A quota used up until later. */
export class QuotaExceededError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Something the service needs (the PDF renderer) cannot do it now; `cause` says why, for the log only. */
export class UnavailableError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }
}

/** Stored data this version cannot read (written by a newer one, or damaged); left as it is. */
export class UnreadableDataError extends DomainError {}
