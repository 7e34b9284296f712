import { usesIsoWeekNumbers } from "../calendar/week-numbers.ts";
import { CHECKLIST_VERSION } from "../schema/checklist-schema.ts";
import { createChecklistError, type ParseChecklistResult } from "./checklist-error.ts";

export type StoredData = Readonly<Record<string, unknown>>;

/** Upgrades a document of version `from` to `from + 1`. */
export type Migration = {
  readonly from: number;
  readonly description: string;
  readonly migrate: (data: StoredData) => StoredData;
};

/**
 * Version 1 printed ISO week numbers on a Monday-first month view wherever the locale's region reads them;
 * version 2 makes that a switch, on where version 1 printed them, so a stored sheet prints as it did.
 */
function addPeriodSwitches(data: StoredData): StoredData {
  const { locale, weekStart } = data;
  const printedWeekNumbers =
    typeof locale === "string" && weekStart === "monday" && usesIsoWeekNumbers(locale);
  return { ...data, showWeekNumbers: printedWeekNumbers, isUndated: false, showRowTotals: false };
}

/**
 * Append-only: never edit a shipped migration, add the next one (with a fixture of the old version in
 * its test) and bump CHECKLIST_VERSION.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    description: "Week numbers, undated and row-total switches (week start may also be Saturday)",
    migrate: addPeriodSwitches,
  },
];

function isRecord(value: unknown): value is StoredData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Brings stored data of any known version up to `latest`; validation is parseChecklist's job. */
export function migrateChecklistData(
  input: unknown,
  migrations: readonly Migration[] = MIGRATIONS,
  latest: number = CHECKLIST_VERSION,
): ParseChecklistResult<StoredData> {
  if (!isRecord(input)) {
    return {
      ok: false,
      error: createChecklistError("invalid_document", [{ path: "", message: "Expected a checklist object" }]),
    };
  }
  const version = input.version;
  if (typeof version !== "number" || !Number.isInteger(version)) {
    return {
      ok: false,
      error: createChecklistError("invalid_document", [
        { path: "version", message: "Missing or invalid version" },
      ]),
    };
  }
  if (version > latest || version < 1) {
    const message =
      version > latest
        ? `Version ${version} is newer than this app understands (latest is ${latest})`
        : `Unknown version ${version}`;
    return { ok: false, error: createChecklistError("unsupported_version", [{ path: "version", message }]) };
  }
  let data: StoredData = input;
  for (let current = version; current < latest; current++) {
    const step = migrations.find((migration) => migration.from === current);
    if (!step) {
      const message = `No migration from version ${current}`;
      return {
        ok: false,
        error: createChecklistError("unsupported_version", [{ path: "version", message }]),
      };
    }
    try {
      data = { ...step.migrate(data), version: current + 1 };
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      const message = `Could not upgrade from version ${current}: ${reason}`;
      return { ok: false, error: createChecklistError("invalid_document", [{ path: "", message }]) };
    }
  }
  return { ok: true, checklist: data };
}
