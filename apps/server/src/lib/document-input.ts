import { type Checklist, parseChecklist, toFieldErrors } from "@listful/checklist";
import { CHECKLIST_DATA_MAX_BYTES } from "@listful/contracts";
import { InvalidInputError } from "../domain-errors.ts";

/** Reads a document sent by a client; every bad field is named under `data.`. */
export function readDocument(input: unknown): Checklist {
  const result = parseChecklist(input);
  if (result.ok) {
    if (Buffer.byteLength(JSON.stringify(result.checklist)) > CHECKLIST_DATA_MAX_BYTES) {
      throw new InvalidInputError({ data: "The checklist is too large (at most 512 KB)." });
    }
    return result.checklist;
  }
  const fields = Object.fromEntries(
    Object.entries(toFieldErrors(result.error.issues)).map(([path, message]) => [
      path ? `data.${path}` : "data",
      message,
    ]),
  );
  throw new InvalidInputError(fields, result.error.message);
}
