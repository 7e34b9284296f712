import { createChecklist, setTitle } from "@listful/checklist";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readDraft } from "./draft-storage.ts";
import { DRAFT_DELAY_MS, type DraftState, useDraftSync } from "./use-draft-sync.ts";

const KEY = "listful:editor-draft:template:2";
const baseline = createChecklist();
const edited = setTitle(baseline, { text: "Sunday reset" });
const editedAgain = setTitle(baseline, { text: "Monday plan" });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

function renderDraft() {
  const states: DraftState[] = [];
  const hook = renderHook(
    ({ doc }) => {
      const state = useDraftSync(KEY, doc, baseline);
      states.push(state);
      return state;
    },
    { initialProps: { doc: baseline } },
  );
  return { ...hook, states };
}

describe("useDraftSync", () => {
  it("stores a changed document after the quiet time, and says so", () => {
    const { result, rerender } = renderDraft();
    rerender({ doc: edited });
    expect(result.current).toBe("none");
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(result.current).toBe("stored");
    expect(readDraft(KEY)?.doc).toEqual(edited);
  });

  it("has no draft from the very drawing the document is the template's again, nor until a new one is stored", () => {
    const { result, rerender, states } = renderDraft();
    rerender({ doc: edited });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    states.length = 0;
    rerender({ doc: baseline });
    expect(states.filter((state) => state !== "none")).toEqual([]);
    expect(readDraft(KEY)).toBeNull();
    rerender({ doc: editedAgain });
    expect(result.current).toBe("none");
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(result.current).toBe("stored");
  });
});
