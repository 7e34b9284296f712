import type { AuditAction } from "@listful/contracts";

/** What each recorded change is called on a template's page. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "template.create": "Created",
  "template.update": "Updated",
  "template.image": "New preview image",
  "template.publish": "Published",
  "template.unpublish": "Unpublished",
  "template.reorder": "Moved in the order",
  "template.delete": "Deleted",
  "team.grant": "Admin role granted",
  "team.remove": "Admin role removed",
};

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  type: "Type",
  category: "Category",
  description: "Description",
  orderBy: "Order",
  isPremium: "Premium",
  isPublished: "Published",
  imageUploaded: "Uploaded image",
};

/** Fields whose values mean nothing to read (ids, file paths, the document's size and hash): only named. */
const NAMED_ONLY: Record<string, string> = {
  document: "Document",
  data: "Document",
  categoryId: "Category",
  image: "Preview image",
  checklistId: "Source checklist",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value.length > 60 ? `“${value.slice(0, 57)}…”` : `“${value}”`;
  if (typeof value === "number") return String(value);
  return "changed";
}

/**
 * A change's before and after as lines a person reads ("Title: “Old” → “New”"): only the fields that differ;
 * ids, file paths and the document are named, not shown. With only one side, its fields are listed as they were or became.
 */
export function summariseChange(before: unknown, after: unknown): string[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => key in FIELD_LABELS || key in NAMED_ONLY,
  );
  const lines: string[] = [];
  for (const key of keys) {
    const label = FIELD_LABELS[key] ?? key;
    const was = old[key];
    const is = now[key];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    const named = NAMED_ONLY[key];
    if (named) {
      // Its absence on one side is a new (or deleted) template, whose fields are listed rather than compared.
      if (was !== undefined && is !== undefined) lines.push(`${named} changed`);
      else if (is !== undefined && is !== null) lines.push(`${named} set`);
    } else if (!(key in old)) lines.push(`${label}: ${show(is)}`);
    else if (!(key in now)) lines.push(`${label} was ${show(was)}`);
    else lines.push(`${label}: ${show(was)} → ${show(is)}`);
  }
  return lines;
}
