import type { ChecklistIssue } from "./checklist-error.ts";

type ZodLikeIssue = {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
};

export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join(".");
}

/**
 * Turns zod issues into Listful issues. An unknown key becomes an issue on that key's own path, so
 * the field map points at the field to remove.
 */
export function toChecklistIssues(issues: readonly ZodLikeIssue[]): ChecklistIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      return issue.keys.map((key) => ({
        path: formatIssuePath([...issue.path, key]),
        message: "Unknown field",
      }));
    }
    return [{ path: formatIssuePath(issue.path), message: issue.message }];
  });
}

/** Field path -> message (the first message per field), the shape the API returns to clients. */
export function toFieldErrors(issues: readonly ChecklistIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (!(issue.path in fields)) fields[issue.path] = issue.message;
  }
  return fields;
}
