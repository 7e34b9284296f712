import type { ChecklistError } from "@listful/checklist";

const MAX_ISSUES = 3;

/** What to tell someone whose file could not be imported, in words rather than codes. */
export function describeImportError(fileName: string, error: ChecklistError): string {
  const intro = `“${fileName}” could not be imported, and your checklist is unchanged.`;
  switch (error.code) {
    case "invalid_json":
      return `${intro} The file is not a JSON file.`;
    case "too_large":
      return `${intro} The file is too large to be a checklist.`;
    case "wrong_format":
    case "unsupported_version":
      return `${intro} It is not a checklist exported from Listful (${error.issues[0]?.message ?? error.message}).`;
    case "invalid_document": {
      const shown = error.issues.slice(0, MAX_ISSUES).map((issue) => `${issue.path}: ${issue.message}`);
      const more = error.issues.length > MAX_ISSUES ? ` (and ${error.issues.length - MAX_ISSUES} more)` : "";
      return `${intro} Some of its contents are not valid: ${shown.join("; ")}${more}.`;
    }
  }
}
