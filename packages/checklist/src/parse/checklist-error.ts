export type ChecklistErrorCode =
  | "invalid_json"
  | "wrong_format"
  | "too_large"
  | "unsupported_version"
  | "invalid_document";

/** One problem, with the dotted path of the field it concerns ("" for the document itself). */
export type ChecklistIssue = { readonly path: string; readonly message: string };

export type ChecklistError = {
  readonly code: ChecklistErrorCode;
  /** Every issue on its own line as "path: message", ready to show or log. */
  readonly message: string;
  readonly issues: readonly ChecklistIssue[];
};

export type ParseChecklistResult<T> =
  | { readonly ok: true; readonly checklist: T }
  | { readonly ok: false; readonly error: ChecklistError };

export function formatIssue(issue: ChecklistIssue): string {
  return issue.path === "" ? issue.message : `${issue.path}: ${issue.message}`;
}

export function createChecklistError(
  code: ChecklistErrorCode,
  issues: readonly ChecklistIssue[],
): ChecklistError {
  return { code, message: issues.map(formatIssue).join("\n"), issues };
}

/** Thrown by parseChecklistOrThrow; carries the same code and issues as the result form. */
export class ChecklistParseError extends Error {
  readonly code: ChecklistErrorCode;
  readonly issues: readonly ChecklistIssue[];

  constructor(error: ChecklistError) {
    super(error.message);
    this.name = "ChecklistParseError";
    this.code = error.code;
    this.issues = error.issues;
  }
}
