import { ApiError } from "@listful/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../ui/toast.ts";
import {
  apiReason,
  GENERIC_ERROR,
  handleApiError,
  isBadRequest,
  isConflict,
  isNotFound,
  isRefused,
  isSignedOut,
  readOrNotFound,
  throwAsRouteError,
} from "./api-errors.ts";

vi.mock("../ui/toast.ts", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), template: vi.fn() },
}));

const NOT_DELETED = "The checklist hasn't been deleted.";

function invalid(errors: ConstructorParameters<typeof ApiError>[1]["errors"]) {
  return new ApiError(400, {
    error: "Please check the highlighted fields.",
    code: "validation_error",
    errors,
  });
}

describe("handleApiError", () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.mocked(toast.error).mockClear();
    assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe("premium content refused (402)", () => {
    const refused = new ApiError(402, {
      error: "This checklist uses a premium font.",
      code: "payment_required",
    });

    it("hands the message to the caller's pricing modal instead of a toast", () => {
      const onPaymentRequired = vi.fn();
      expect(handleApiError(refused, { onPaymentRequired })).toEqual({});
      expect(onPaymentRequired).toHaveBeenCalledWith("This checklist uses a premium font.");
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("is said in a toast where the caller offers no modal", () => {
      handleApiError(refused);
      expect(toast.error).toHaveBeenCalledWith("This checklist uses a premium font.");
    });
  });

  describe("validation details (docs/PRODUCT.md, Error shapes)", () => {
    it("joins a list of messages by newlines in an error toast", () => {
      expect(handleApiError(invalid(["One.", "Two."]), { fields: ["email"] })).toEqual({});
      expect(toast.error).toHaveBeenCalledWith("One.\nTwo.");
    });

    it("maps a list of objects by each one's first key to a message under that field", () => {
      const error = invalid([{ email: "Taken." }, { password: "Too short." }]);
      expect(handleApiError(error, { fields: ["email", "password"] })).toEqual({
        email: "Taken.",
        password: "Too short.",
      });
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("uses an object as a field-to-message map", () => {
      const error = invalid({ email: "This e-mail is already registered." });
      expect(handleApiError(error, { fields: ["name", "email", "password"] })).toEqual({
        email: "This e-mail is already registered.",
      });
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("toasts the messages for fields the form does not have, and returns the rest", () => {
      const error = invalid({ token: "Expired.", password: "Too short." });
      expect(handleApiError(error, { fields: ["password"] })).toEqual({ password: "Too short." });
      expect(toast.error).toHaveBeenCalledWith("Expired.");
    });

    it("shows the response's error text when there are no details", () => {
      handleApiError(
        new ApiError(401, { error: "The e-mail or password is incorrect.", code: "unauthorized" }),
      );
      expect(toast.error).toHaveBeenCalledWith("The e-mail or password is incorrect.");
    });
  });

  describe("server errors (docs/PRODUCT.md, Redirects)", () => {
    it("sends the browser home on a 500", () => {
      handleApiError(new ApiError(500, { error: GENERIC_ERROR, code: "internal_error" }), {
        fallback: NOT_DELETED,
      });
      expect(assign).toHaveBeenCalledWith("/");
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("keeps the page on a server error when the caller handles it (decision 0008)", () => {
      const onServerError = vi.fn();
      for (const status of [500, 503]) {
        handleApiError(new ApiError(status, { error: "Busy.", code: "service_unavailable" }), {
          onServerError,
        });
      }
      expect(onServerError).toHaveBeenCalledTimes(2);
      expect(assign).not.toHaveBeenCalled();
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("toasts another server error in the server's words rather than leaving", () => {
      handleApiError(
        new ApiError(503, { error: "The service is busy. Try again.", code: "service_unavailable" }),
      );
      expect(assign).not.toHaveBeenCalled();
      expect(toast.error).toHaveBeenCalledWith("The service is busy. Try again.");
    });
  });

  describe("the action's own wording", () => {
    it("says the action's failure in place of the server's reason", () => {
      handleApiError(new ApiError(404, { error: "Checklist not found.", code: "not_found" }), {
        fallback: NOT_DELETED,
      });
      handleApiError(new ApiError(503, { error: "Busy.", code: "service_unavailable" }), {
        fallback: NOT_DELETED,
      });
      expect(vi.mocked(toast.error).mock.calls).toEqual([[NOT_DELETED], [NOT_DELETED]]);
    });

    it("keeps a rate limit's own words, which say when to try again", () => {
      const limited = new ApiError(429, { error: "Try again tomorrow.", code: "rate_limited" });
      handleApiError(limited, { fallback: NOT_DELETED });
      expect(toast.error).toHaveBeenCalledWith("Try again tomorrow.");
    });

    it("still returns the form's field messages", () => {
      const error = invalid({ email: "Enter one address." });
      expect(handleApiError(error, { fields: ["email"], fallback: "Not sent." })).toEqual({
        email: "Enter one address.",
      });
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("words the failure from the server's reason, or from no answer at all", () => {
      const fallback = (reason: string | null) => (reason ? `${reason} Undone.` : "Offline.");
      handleApiError(new ApiError(404, { error: "Gone.", code: "not_found" }), { fallback });
      handleApiError(new TypeError("Failed to fetch"), { fallback });
      expect(vi.mocked(toast.error).mock.calls).toEqual([["Gone. Undone."], ["Offline."]]);
    });
  });

  it("toasts a generic message for anything that is not an API error, or the action's wording", () => {
    handleApiError(new TypeError("Failed to fetch"));
    handleApiError(new TypeError("Failed to fetch"), { fallback: NOT_DELETED });
    expect(vi.mocked(toast.error).mock.calls).toEqual([[GENERIC_ERROR], [NOT_DELETED]]);
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it("offline, says so and what the action needs the connection for, whatever its other wording", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const offline = "Downloading a PDF needs a connection.";
    handleApiError(new TypeError("Failed to fetch"), { offline, fallback: () => "Try again in a moment." });
    handleApiError(new TypeError("Failed to fetch"), { fallback: NOT_DELETED });
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ["You are offline. Downloading a PDF needs a connection."],
      ["You are offline. Try again once you are back online."],
    ]);
    // An answer from the server is its own reason, connection or not.
    handleApiError(new ApiError(404, { error: "Gone.", code: "not_found" }), { offline });
    expect(toast.error).toHaveBeenLastCalledWith("Gone.");
  });
});

/** An answer with this status; its code does not matter here, only its status and reason. */
const answered = (status: number) =>
  new ApiError(status, { error: `Status ${status}.`, code: "bad_request" });

describe("what a failed call was", () => {
  const noAnswer = new TypeError("Failed to fetch");

  it("names each answer the app treats apart by its status, and nothing that got no answer", () => {
    const kinds = { isNotFound, isBadRequest, isSignedOut, isConflict };
    const statuses = { isNotFound: 404, isBadRequest: 400, isSignedOut: 401, isConflict: 409 };
    for (const [name, is] of Object.entries(kinds)) {
      const status = statuses[name as keyof typeof statuses];
      expect([400, 401, 404, 409, 500].filter((other) => is(answered(other)))).toEqual([status]);
      expect(is(noAnswer)).toBe(false);
    }
  });

  it("tells a refusal (4xx) from the server's own failure and from no answer", () => {
    expect([400, 404, 429, 499, 500, 503].map((status) => isRefused(answered(status)))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isRefused(noAnswer)).toBe(false);
  });

  it("reads the API's reason only from an answer", () => {
    expect(apiReason(answered(429))).toBe("Status 429.");
    expect(apiReason(noAnswer)).toBeNull();
  });
});

describe("a loader's failed read", () => {
  async function routeError(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    // What a loader throws with `data()`: the router answers with its status and shows its data.
    const thrown = error as { type?: string; data?: unknown; init?: { status?: number } } | null;
    return thrown?.type === "DataWithResponseInit"
      ? { status: thrown.init?.status, data: thrown.data }
      : error;
  }

  it("makes the API's 404 the page's 404, in the page's words, and lets every other failure through", async () => {
    expect(await readOrNotFound(Promise.resolve("found"), "Not here.")).toBe("found");
    expect(await routeError(readOrNotFound(Promise.reject(answered(404)), "Not here."))).toEqual({
      status: 404,
      data: "Not here.",
    });
    const refused = answered(400);
    expect(await routeError(readOrNotFound(Promise.reject(refused), "Not here."))).toBe(refused);
    expect(await routeError(readOrNotFound(Promise.reject(refused), "Not here.", isBadRequest))).toEqual({
      status: 404,
      data: "Not here.",
    });
  });

  it("throws an API failure as the route's error with the API's status and reason", async () => {
    expect(await routeError(Promise.reject(answered(403)).catch(throwAsRouteError))).toEqual({
      status: 403,
      data: "Status 403.",
    });
    const noAnswer = new TypeError("Failed to fetch");
    expect(await routeError(Promise.reject(noAnswer).catch(throwAsRouteError))).toBe(noAnswer);
  });
});
