import { ApiError } from "@listful/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../ui/toast.ts";
import { handleApiError } from "./api-errors.ts";

vi.mock("../ui/toast.ts", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), template: vi.fn() },
}));

describe("handleApiError", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it("returns the errors of the form's own fields without a toast", () => {
    const error = new ApiError(400, {
      error: "Please check the highlighted fields.",
      code: "validation_error",
      errors: { email: "This e-mail is already registered." },
    });
    expect(handleApiError(error, ["name", "email", "password"])).toEqual({
      email: "This e-mail is already registered.",
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts errors for fields the form does not have", () => {
    const error = new ApiError(400, {
      error: "Please check the highlighted fields.",
      code: "validation_error",
      errors: [{ token: "Expired." }],
    });
    expect(handleApiError(error, ["password"])).toEqual({});
    expect(toast.error).toHaveBeenCalledWith("Expired.");
  });

  it("toasts a list of messages joined by newlines", () => {
    const error = new ApiError(400, { error: "Bad.", code: "bad_request", errors: ["One.", "Two."] });
    expect(handleApiError(error, ["email"])).toEqual({});
    expect(toast.error).toHaveBeenCalledWith("One.\nTwo.");
  });

  it("toasts the error text when there are no details", () => {
    handleApiError(
      new ApiError(401, { error: "The e-mail or password is incorrect.", code: "unauthorized" }),
    );
    expect(toast.error).toHaveBeenCalledWith("The e-mail or password is incorrect.");
  });

  it("sends the browser home on a 500", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    handleApiError(new ApiError(500, { error: "Something went wrong. Try later.", code: "internal_error" }));
    expect(assign).toHaveBeenCalledWith("/");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts a generic message for anything that is not an API error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    handleApiError(new TypeError("Failed to fetch"));
    expect(toast.error).toHaveBeenCalledWith("Something went wrong. Try later.");
  });
});
