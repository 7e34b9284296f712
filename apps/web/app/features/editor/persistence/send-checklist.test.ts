// @vitest-environment happy-dom
import { createChecklist } from "@listful/checklist";
import { ApiError } from "@listful/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sendChecklist } from "./send-checklist.ts";

const request = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/api.ts", () => ({ api: { request } }));

const doc = createChecklist();
const saved = { id: "c1", revision: 3, data: doc, title: "My Title" };

beforeEach(() => request.mockReset());

describe("sendChecklist", () => {
  it("creates a new checklist without its empty placeholder rows, then updates it from its revision", async () => {
    request.mockResolvedValue(saved);
    expect(await sendChecklist(doc, null, 2)).toMatchObject({ kind: "saved", isNew: true });
    expect(request).toHaveBeenLastCalledWith("POST /api/checklist", {
      body: {
        data: expect.objectContaining({ blocks: [expect.objectContaining({ items: [] })] }),
        templateId: 2,
      },
    });
    expect(await sendChecklist(doc, { id: "c1", revision: 3 }, null)).toMatchObject({
      kind: "saved",
      isNew: false,
    });
    expect(request).toHaveBeenLastCalledWith("PUT /api/checklist/:id", {
      params: { id: "c1" },
      body: { data: expect.any(Object), revision: 3 },
    });
  });

  it("hands back the other copy on a conflict", async () => {
    const current = { ...saved, revision: 4 };
    request.mockRejectedValueOnce(
      new ApiError(409, { error: "Changed", code: "conflict", current } as never),
    );
    expect(await sendChecklist(doc, { id: "c1", revision: 3 }, null)).toEqual({ kind: "conflict", current });
  });

  it("tells an ended session, no answer at all and other failures apart", async () => {
    request.mockRejectedValueOnce(new ApiError(401, { error: "Sign in", code: "unauthorized" }));
    expect(await sendChecklist(doc, null, null)).toEqual({ kind: "signed-out" });
    request.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await sendChecklist(doc, null, null)).toEqual({ kind: "offline" });
    const invalid = new ApiError(400, { error: "Invalid", code: "validation_error" });
    request.mockRejectedValueOnce(invalid);
    expect(await sendChecklist(doc, null, null)).toEqual({ kind: "failed", error: invalid });
  });
});
