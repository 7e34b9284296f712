import type { ErrorCode, FieldErrors } from "@listful/contracts";
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  PremiumRequiredError,
  QuotaExceededError,
  RefusedError,
  UnavailableError,
  UnreadableDataError,
} from "./domain-errors.ts";

/** An error whose message is safe to show: it becomes the API's error envelope as it is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  /** More the client needs to recover, e.g. the current copy on a conflict. */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    options: {
      errors?: FieldErrors;
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
      /** What went wrong inside, for the log only. */
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

export function badRequest(message: string) {
  return new HttpError(400, "bad_request", message);
}

export function unauthorized(message = "Please sign in to continue.") {
  return new HttpError(401, "unauthorized", message);
}

export function notFound(message = "Not found.") {
  return new HttpError(404, "not_found", message);
}

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, "rate_limited", message, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/**
 * The answer to what a service refused. `extra` is what only the route can add to it, such as the current copy
 * on a conflict, which the route maps to its response shape.
 */
export function toHttpError(error: DomainError, extra?: Record<string, unknown>): HttpError {
  if (error instanceof InvalidInputError) {
    return new HttpError(400, "validation_error", error.message, { errors: error.fields });
  }
  if (error instanceof RefusedError) return badRequest(error.message);
  if (error instanceof ForbiddenError) return new HttpError(403, "forbidden", error.message);
  if (error instanceof PremiumRequiredError) return new HttpError(402, "payment_required", error.message);
  if (error instanceof NotSignedInError) return unauthorized(error.message);
  if (error instanceof NotFoundError) return notFound(error.message);
  if (error instanceof ConflictError) return new HttpError(409, "conflict", error.message, { extra });
  if (error instanceof QuotaExceededError) return tooManyRequests(error.message, error.retryAfterSeconds);
  if (error instanceof UnavailableError) {
    return new HttpError(503, "service_unavailable", error.message, {
      headers: { "retry-after": String(error.retryAfterSeconds) },
      cause: error.cause,
    });
  }
  if (error instanceof UnreadableDataError) {
    return new HttpError(500, "internal_error", error.message, { cause: error.cause });
  }
  // A kind of refusal nobody taught the edge: a bug, answered and logged as one.
  return new HttpError(500, "internal_error", "Something went wrong. Try later.", { cause: error });
}
