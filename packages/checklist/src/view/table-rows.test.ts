import { describe, expect, it } from "vitest";
import type { TableBlock } from "../schema/block-schema.ts";
import { getTableRowLabels } from "./table-rows.ts";

const table: TableBlock = {
  kind: "table",
  id: "b1",
  title: "Schedule",
  columns: ["Plan"],
  rowLabels: "times",
  rowCount: 4,
  firstHour: 11,
  minutesPerRow: 30,
};

describe("getTableRowLabels", () => {
  it("prints times on a 12-hour clock in en-US", () => {
    expect(getTableRowLabels({ locale: "en-US" }, table)).toEqual([
      "11:00 am",
      "11:30 am",
      "12:00 pm",
      "12:30 pm",
    ]);
  });

  it("prints times on a 24-hour clock in de-DE", () => {
    expect(getTableRowLabels({ locale: "de-DE" }, table)).toEqual(["11:00", "11:30", "12:00", "12:30"]);
    expect(getTableRowLabels({ locale: "de-DE" }, { ...table, firstHour: 7 })[1]).toBe("07:30");
  });

  it("goes on round the clock past midnight", () => {
    const late = { ...table, firstHour: 23, minutesPerRow: 60 as const, rowCount: 3 };
    expect(getTableRowLabels({ locale: "de-DE" }, late)).toEqual(["23:00", "00:00", "01:00"]);
  });

  it("numbers rows, or leaves them unlabelled", () => {
    expect(getTableRowLabels({ locale: "en-US" }, { ...table, rowLabels: "numbers" })).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
    expect(getTableRowLabels({ locale: "en-US" }, { ...table, rowLabels: "none" })).toEqual(["", "", "", ""]);
  });
});
