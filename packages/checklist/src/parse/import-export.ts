import type { Checklist } from "../schema/checklist-schema.ts";
import { createChecklistError, type ParseChecklistResult } from "./checklist-error.ts";
import { parseChecklist } from "./parse-checklist.ts";

export const EXPORT_FORMAT = "listful-checklist";

/** Far above any valid document (a full one is about 100 kB), low enough to refuse junk quickly. */
export const MAX_IMPORT_CHARS = 1_000_000;

const ENVELOPE_KEYS = new Set(["format", "version", "data"]);

/** The export file: `{"format":"listful-checklist","version":N,"data":{...}}`. */
export function exportChecklist(doc: Checklist): string {
  return `${JSON.stringify({ format: EXPORT_FORMAT, version: doc.version, data: doc }, null, 2)}\n`;
}

function wrongFormat(message: string): ParseChecklistResult<Checklist> {
  return { ok: false, error: createChecklistError("wrong_format", [{ path: "", message }]) };
}

export function importChecklist(text: string): ParseChecklistResult<Checklist> {
  if (text.length > MAX_IMPORT_CHARS) {
    const message = `The file is too large (max ${MAX_IMPORT_CHARS} characters)`;
    return { ok: false, error: createChecklistError("too_large", [{ path: "", message }]) };
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: createChecklistError("invalid_json", [{ path: "", message: "The file is not valid JSON" }]),
    };
  }
  if (typeof envelope !== "object" || envelope === null || Array.isArray(envelope)) {
    return wrongFormat("Not a Listful checklist file (expected an object)");
  }
  const record = envelope as Record<string, unknown>;
  if (record.format !== EXPORT_FORMAT)
    return wrongFormat(`Not a Listful checklist file (format must be '${EXPORT_FORMAT}')`);
  const unknown = Object.keys(record).find((key) => !ENVELOPE_KEYS.has(key));
  if (unknown !== undefined) return wrongFormat(`Unknown field '${unknown}' in the file`);
  const { version, data } = record;
  if (typeof version !== "number" || !Number.isInteger(version))
    return wrongFormat("The file has no valid version");
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return wrongFormat("The file has no checklist data");
  const dataVersion = (data as Record<string, unknown>).version;
  if (dataVersion !== undefined && dataVersion !== version) {
    return wrongFormat(`The file's version (${version}) does not match its data (${String(dataVersion)})`);
  }
  return parseChecklist({ ...data, version });
}
