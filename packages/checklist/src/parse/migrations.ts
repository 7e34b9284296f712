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
 * Append-only: never edit a shipped migration, add the next one (with a fixture of the old version in
 * its test) and bump CHECKLIST_VERSION. Version 1 is the first stored version, so none exist yet.
 */
export const MIGRATIONS: readonly Migration[] = [];

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
