import { createChecklist, setTitle } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import {
  COALESCE_MS,
  createHistory,
  HISTORY_LIMIT,
  recordChange,
  redoChange,
  undoChange,
} from "./history.ts";

const start = createChecklist();
const titled = (text: string) => setTitle(start, { text });

describe("editor history", () => {
  it("makes every ungrouped change one step that undo and redo walk through", () => {
    let history = createHistory(start);
    history = recordChange(history, titled("A"), null, 0);
    history = recordChange(history, titled("B"), null, 10);
    expect(history.past).toHaveLength(2);
    history = undoChange(history);
    expect(history.present.title.text).toBe("A");
    history = undoChange(history);
    expect(history.present).toBe(start);
    expect(undoChange(history)).toBe(history);
    history = redoChange(redoChange(history));
    expect(history.present.title.text).toBe("B");
    expect(redoChange(history)).toBe(history);
  });

  it("folds a burst of typing in one field into one step", () => {
    let history = createHistory(start);
    history = recordChange(history, titled("H"), "title", 0);
    history = recordChange(history, titled("He"), "title", 300);
    history = recordChange(history, titled("Hey"), "title", 600);
    expect(history.past).toHaveLength(1);
    expect(undoChange(history).present).toBe(start);
  });

  it("starts a new step after a pause, in another field, or after an undo", () => {
    let history = createHistory(start);
    history = recordChange(history, titled("Hi"), "title", 0);
    history = recordChange(history, titled("Hi there"), "title", COALESCE_MS + 1);
    expect(history.past).toHaveLength(2);
    history = recordChange(history, titled("Hi there!"), "headline", COALESCE_MS + 2);
    expect(history.past).toHaveLength(3);
    history = undoChange(history);
    history = recordChange(history, titled("Hi there?"), "headline", COALESCE_MS + 3);
    expect(history.past).toHaveLength(3);
    expect(history.future).toHaveLength(0);
  });

  it("ignores updates that change nothing and keeps at most the limit of steps", () => {
    let history = createHistory(start);
    expect(recordChange(history, start, null, 0)).toBe(history);
    for (let n = 0; n < HISTORY_LIMIT + 20; n++) history = recordChange(history, titled(`T${n}`), null, n);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
