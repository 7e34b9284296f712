import { describe, expect, it } from "vitest";
import { createChecklist } from "./create-checklist.ts";
import { recallTitles, rememberTitles } from "./saved-titles.ts";

describe("saved titles", () => {
  const calendar = createChecklist().calendar;

  it("stores the current titles under period and count, most recent last", () => {
    const saved = rememberTitles({
      ...calendar,
      savedTitles: [{ period: "day", totalItemCount: 7, titles: [] }],
    });
    expect(saved).toEqual([{ period: "day", totalItemCount: 7, titles: calendar.titles }]);
    expect(recallTitles(saved, "day", 7)?.titles).toEqual(calendar.titles);
    expect(recallTitles(saved, "day")?.totalItemCount).toBe(7);
    expect(recallTitles(saved, "week")).toBeUndefined();
  });

  it("keeps at most 24 sets, dropping the oldest", () => {
    const many = Array.from({ length: 24 }, (_, index) => ({
      period: "week" as const,
      totalItemCount: index + 1,
      titles: Array.from({ length: index + 1 }, () => ""),
    }));
    const saved = rememberTitles({ ...calendar, savedTitles: many });
    expect(saved).toHaveLength(24);
    expect(saved[0]?.totalItemCount).toBe(2);
    expect(saved.at(-1)).toMatchObject({ period: "day", totalItemCount: 7 });
  });
});
