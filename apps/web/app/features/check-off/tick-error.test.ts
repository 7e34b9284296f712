import { ApiError } from "@listful/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../ui/toast.ts";
import { reportTickError } from "./tick-error.ts";

vi.mock("../../ui/toast.ts", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), template: vi.fn() },
}));

describe("reportTickError", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("gives the server's reason and says the tick was undone", () => {
    reportTickError(
      new ApiError(404, { error: "This part no longer exists. Reload the page.", code: "not_found" }),
    );
    expect(toast.error).toHaveBeenCalledWith(
      "This part no longer exists. Reload the page. Your tick has been undone.",
    );
  });

  it("says the tick was undone when the refusal gives no reason", () => {
    reportTickError(new ApiError(403, { error: "", code: "forbidden" }));
    expect(toast.error).toHaveBeenCalledWith("Your tick couldn't be saved, so it has been undone.");
  });
});
