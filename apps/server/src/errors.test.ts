import { describe, expect, it } from "vitest";
import {
  ConflictError,
  DomainError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  QuotaExceededError,
  RefusedError,
  UnavailableError,
} from "./domain-errors.ts";
import { toHttpError } from "./errors.ts";

describe("toHttpError", () => {
  it.each([
    [new InvalidInputError({ name: "Name is required." }), 400, "validation_error"],
    [new RefusedError("Already yours."), 400, "bad_request"],
    [new NotSignedInError("The e-mail or password is incorrect."), 401, "unauthorized"],
    [new NotFoundError("No such checklist."), 404, "not_found"],
    [new ConflictError("Changed elsewhere."), 409, "conflict"],
    [new QuotaExceededError("Try again tomorrow.", 3600), 429, "rate_limited"],
    [new UnavailableError("The PDF service is busy.", { retryAfterSeconds: 2 }), 503, "service_unavailable"],
  ])("answers %s with its status and code, and its own message", (error, status, code) => {
    const http = toHttpError(error);
    expect(http).toMatchObject({ statusCode: status, code, message: error.message });
  });

  it("keeps the field errors, the wait and what the route adds", () => {
    expect(toHttpError(new InvalidInputError({ email: "Taken." })).errors).toEqual({ email: "Taken." });
    expect(toHttpError(new QuotaExceededError("Later.", 3600)).headers).toEqual({ "retry-after": "3600" });
    const cause = new Error("queue full");
    const busy = toHttpError(new UnavailableError("Busy.", { retryAfterSeconds: 2, cause }));
    expect(busy.headers).toEqual({ "retry-after": "2" });
    expect(busy.cause).toBe(cause);
    const conflict = toHttpError(new ConflictError("Changed elsewhere."), { current: { revision: 2 } });
    expect(conflict.extra).toEqual({ current: { revision: 2 } });
  });

  it("answers a refusal it does not know as a server error, never with its message", () => {
    class Unmapped extends DomainError {}
    const http = toHttpError(new Unmapped("internal detail"));
    expect(http).toMatchObject({ statusCode: 500, code: "internal_error" });
    expect(http.message).not.toContain("internal detail");
  });
});
