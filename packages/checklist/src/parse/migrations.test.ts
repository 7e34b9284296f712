import { describe, expect, it } from "vitest";
import { CHECKLIST_VERSION } from "../schema/checklist-schema.ts";
import { CHECKLIST_V1_FIXTURE } from "./fixtures/checklist-v1.ts";
import { MONTHLY_CALENDAR_V1_FIXTURE } from "./fixtures/monthly-calendar-v1.ts";
import { MIGRATIONS, type Migration, migrateChecklistData } from "./migrations.ts";
import { parseChecklist } from "./parse-checklist.ts";

describe("migrateChecklistData", () => {
  it("has one migration per version step, in order", () => {
    expect(MIGRATIONS.map((migration) => migration.from)).toEqual(
      Array.from({ length: CHECKLIST_VERSION - 1 }, (_, index) => index + 1),
    );
  });

  it("keeps reading the stored version 1 fixture", () => {
    const result = parseChecklist(CHECKLIST_V1_FIXTURE);
    expect(result.ok ? result.checklist.title.text : result.error.message).toBe("Habit Tracker");
  });

  describe("version 1 to 2", () => {
    const stored = (fixture: unknown) => fixture as Readonly<Record<string, unknown>>;

    it("adds the switches, and changes nothing else", () => {
      const result = migrateChecklistData(CHECKLIST_V1_FIXTURE, MIGRATIONS, 2);
      expect(result).toEqual({
        ok: true,
        checklist: {
          ...stored(CHECKLIST_V1_FIXTURE),
          version: 2,
          showWeekNumbers: false,
          isUndated: false,
          showRowTotals: false,
        },
      });
    });

    it("keeps the week numbers a Monday-first month view printed where the locale reads them", () => {
      const result = parseChecklist(MONTHLY_CALENDAR_V1_FIXTURE);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.checklist).toMatchObject({
        version: CHECKLIST_VERSION,
        locale: "en-GB",
        weekStart: "monday",
        showWeekNumbers: true,
        isUndated: false,
        showRowTotals: false,
        headline: "November 2026",
        timeframe: { start: "2026-11-01", unit: "month", count: 1 },
      });
      const sundayFirst = { ...stored(MONTHLY_CALENDAR_V1_FIXTURE), weekStart: "sunday" };
      expect(migrateChecklistData(sundayFirst, MIGRATIONS, 2)).toMatchObject({
        ok: true,
        checklist: { showWeekNumbers: false },
      });
    });

    it("reads every field it cannot judge as version 1 did: validation names what is wrong", () => {
      const noLocale = { ...stored(CHECKLIST_V1_FIXTURE), locale: 7 };
      expect(parseChecklist(noLocale)).toMatchObject({
        ok: false,
        error: { code: "invalid_document", message: "locale: Expected a locale" },
      });
    });
  });

  it("rejects a version newer than this app clearly", () => {
    const result = migrateChecklistData({ version: CHECKLIST_VERSION + 1 });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "unsupported_version",
        message: `version: Version ${CHECKLIST_VERSION + 1} is newer than this app understands (latest is ${CHECKLIST_VERSION})`,
        issues: [
          {
            path: "version",
            message: `Version ${CHECKLIST_VERSION + 1} is newer than this app understands (latest is ${CHECKLIST_VERSION})`,
          },
        ],
      },
    });
  });

  it("rejects unknown, missing and non-numeric versions and non-objects", () => {
    expect(migrateChecklistData({ version: 0 })).toMatchObject({
      ok: false,
      error: { code: "unsupported_version" },
    });
    expect(migrateChecklistData({})).toMatchObject({
      ok: false,
      error: { code: "invalid_document", message: "version: Missing or invalid version" },
    });
    expect(migrateChecklistData({ version: "1" })).toMatchObject({
      ok: false,
      error: { code: "invalid_document" },
    });
    expect(migrateChecklistData([1])).toMatchObject({
      ok: false,
      error: { message: "Expected a checklist object" },
    });
  });

  describe("the machinery, with example migrations", () => {
    // An imagined history: version 1 stored `name`, version 2 renamed it `title`, version 3 added `tags`.
    const migrations: Migration[] = [
      {
        from: 1,
        description: "Rename name to title",
        migrate: ({ name, ...rest }) => ({ ...rest, title: name }),
      },
      { from: 2, description: "Add tags", migrate: (data) => ({ ...data, tags: [] }) },
    ];
    const versionOneFixture = { version: 1, name: "Groceries" };

    it("applies every step from the stored version up to the latest", () => {
      expect(migrateChecklistData(versionOneFixture, migrations, 3)).toEqual({
        ok: true,
        checklist: { version: 3, title: "Groceries", tags: [] },
      });
      expect(migrateChecklistData({ version: 2, title: "Two" }, migrations, 3)).toEqual({
        ok: true,
        checklist: { version: 3, title: "Two", tags: [] },
      });
    });

    it("reports a missing step or a failing migration", () => {
      expect(migrateChecklistData(versionOneFixture, migrations.slice(1), 3)).toMatchObject({
        ok: false,
        error: { code: "unsupported_version", message: "version: No migration from version 1" },
      });
      const failing: Migration[] = [
        {
          from: 1,
          description: "Fails",
          migrate: () => {
            throw new Error("bad data");
          },
        },
      ];
      expect(migrateChecklistData(versionOneFixture, failing, 2)).toMatchObject({
        ok: false,
        error: { code: "invalid_document", message: "Could not upgrade from version 1: bad data" },
      });
    });
  });
});
