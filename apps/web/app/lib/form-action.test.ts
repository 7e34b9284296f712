import { ApiError } from "@listful/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../ui/toast.ts";
import { changeById, runIntent } from "./form-action.ts";

vi.mock("../ui/toast.ts", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), template: vi.fn() },
}));

function formWith(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("runIntent", () => {
  it("runs the action the form's intent names", async () => {
    const rename = vi.fn(async () => ({ ok: true as const }));
    const remove = vi.fn(async () => ({ ok: true as const }));
    const form = formWith({ intent: "rename", title: "Packing" });
    await runIntent(form, { rename, delete: remove });
    expect(rename).toHaveBeenCalledWith(form);
    expect(remove).not.toHaveBeenCalled();
  });

  it("refuses an intent it does not know, even one every object has", async () => {
    for (const intent of ["publish", "toString", ""]) {
      expect(await runIntent(formWith({ intent }), {})).toEqual({
        ok: false,
        fieldErrors: { form: "Unknown action." },
      });
    }
  });
});

describe("changeById", () => {
  beforeEach(() => vi.clearAllMocks());

  it("calls with the form's id, says the change is done and hands over the answer", async () => {
    const call = vi.fn(async (id: string) => ({ id, copied: true }));
    const duplicate = changeById(call, "The checklist has been duplicated.");
    expect(await duplicate(formWith({ intent: "duplicate", id: "c1" }))).toEqual({
      ok: true,
      value: { id: "c1", copied: true },
    });
    expect(call).toHaveBeenCalledWith("c1");
    expect(toast.success).toHaveBeenCalledWith("The checklist has been duplicated.");
  });

  it("reports a failure through the shared handler, in the action's own words", async () => {
    const remove = changeById(
      async () => {
        throw new ApiError(404, { error: "Checklist not found.", code: "not_found" });
      },
      "The checklist has been deleted.",
      { fallback: "The checklist hasn't been deleted." },
    );
    expect(await remove(formWith({ id: "c1" }))).toEqual({ ok: false, fieldErrors: {} });
    expect(toast.error).toHaveBeenCalledWith("The checklist hasn't been deleted.");
    expect(toast.success).not.toHaveBeenCalled();
  });
});
