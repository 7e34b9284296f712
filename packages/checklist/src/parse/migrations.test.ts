import { describe, expect, it } from "vitest";
import { CHECKLIST_VERSION } from "../schema/checklist-schema.ts";
import { CHECKLIST_V1_FIXTURE } from "./fixtures/checklist-v1.ts";
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
