import type { ErrorCode, FieldErrors } from "@listful/contracts";

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

export function validationError(
  errors: Record<string, string>,
  message = "Please check the highlighted fields.",
) {
  return new HttpError(400, "validation_error", message, { errors });
}

export function badRequest(message: string) {
  return new HttpError(400, "bad_request", message);
}

export function unauthorized(message = "Please sign in to continue.") {
  return new HttpError(401, "unauthorized", message);
}

export function forbidden(message = "You are not allowed to do that.") {
  return new HttpError(403, "forbidden", message);
}

export function notFound(message = "Not found.") {
  return new HttpError(404, "not_found", message);
}

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, "rate_limited", message, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

export function serviceUnavailable(message: string, retryAfterSeconds = 5) {
  return new HttpError(503, "service_unavailable", message, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}
