import { createHash } from "node:crypto";
import type { TemplateRow } from "@listful/db";

/**
 * What the audit log keeps of a template: every field an admin sets, and of the document (up to 512 KB)
 * its size and a digest, which tell whether it changed without storing it again with every entry.
 */
export function auditSnapshot(row: TemplateRow) {
  const json = JSON.stringify(row.data);
  return {
    title: row.title,
    slug: row.slug,
    type: row.type,
    categoryId: row.categoryId,
    description: row.description,
    orderBy: row.orderBy,
    isPremium: row.isPremium,
    isPublished: row.isPublished,
    image: row.image,
    imageUploaded: row.imageUploaded,
    checklistId: row.checklistId,
    document: {
      bytes: Buffer.byteLength(json),
      sha256: createHash("sha256").update(json).digest("hex").slice(0, 16),
    },
  };
}
