import { createHash, randomBytes } from "node:crypto";
import { type Checklist, checkTemplateLayout } from "@listful/checklist";
import {
  ADMIN_MESSAGES,
  ADMIN_STATS_MAX_DAYS,
  type AdminTemplate,
  type AdminTemplateDetail,
  type AdminTemplateSaveResponse,
  type AdminTemplateStats,
  type AuditAction,
  type AuditEntry,
} from "@listful/contracts";
import { isUniqueViolation, type TemplateRow, type UserRow } from "@listful/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain-errors.ts";
import { readImage } from "../../lib/image-input.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { readDocument } from "../checklists/checklists.service.ts";
import { type Storage, UPLOADS_PATH } from "../media/storage.ts";
import { THUMBNAILS_FOLDER, type Thumbnails } from "../pdf/thumbnails.ts";
import { templateThumbnailJob } from "../templates/template-thumbnails.ts";
import type { TemplateRepository } from "../templates/templates.repository.ts";
import type { AdminTemplateRepository, TemplateChanges } from "./admin-templates.repository.ts";

export type AdminTemplateService = ReturnType<typeof createAdminTemplateService>;

export const TEMPLATE_NOT_FOUND = "This template does not exist.";
/** Where admins' uploaded template images are stored; a template's drawn thumbnail lives apart. */
const UPLOADED_FOLDER = "templates/";
const DAY_MS = 86_400_000;
const DEFAULT_STATS_DAYS = 30;

type Actor = Pick<UserRow, "id">;

/**
 * What an admin sends for a template besides its document (the contracts' body, read). An update leaves a
 * field it does not name as it is stored.
 */
type TemplateFields = {
  title: string;
  slug: string;
  type: "gallery" | "create";
  category?: string | null | undefined;
  description?: string | undefined;
  orderBy?: number | undefined;
  isPremium?: boolean | undefined;
  isPublished?: boolean | undefined;
  data: unknown;
};

/** A new template's fields: the contracts' body gives the ones left out their defaults. */
type NewTemplateFields = TemplateFields & {
  category: string | null;
  description: string;
  isPremium: boolean;
  isPublished: boolean;
};

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

/** The storage key of an admin's upload behind a served path, if it is one. */
function uploadedKey(image: string | null): string | null {
  if (!image?.startsWith(UPLOADS_PATH)) return null;
  const key = image.slice(UPLOADS_PATH.length).split("?")[0] ?? "";
  return key.startsWith(UPLOADED_FOLDER) ? key : null;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Curating the template library (decision 0021): create, update, image, publish, unpublish, reorder and
 * delete, each recorded in the audit log with who, what, when, before and after. A template is checked
 * against the print rules its layout tells on every save; one that breaks any is kept a draft, with the rules
 * named. Every change moves the library's version on in its own transaction (the repository), so every
 * instance's cache of the library drops what it holds at once.
 */
export function createAdminTemplateService(deps: {
  repository: AdminTemplateRepository;
  templates: TemplateRepository;
  storage: Storage;
  /** Draws page one as the preview; absent on a server that does not print (then an upload is needed). */
  thumbnails: Thumbnails | undefined;
  /** Whether a checklist exists, for `checklistId`. */
  checklistExists(id: string): Promise<boolean>;
}) {
  async function categoryIdOf(slug: string | null): Promise<number | null> {
    if (slug === null) return null;
    const id = await deps.repository.categoryId(slug);
    if (id === undefined) throw new InvalidInputError({ category: "This category does not exist." });
    return id;
  }

  /**
   * The document and the fields the body names as the row takes them, with the print rules the document
   * breaks, and whether it may be shown: as asked, and never while it breaks a rule.
   */
  async function readFields(body: TemplateFields) {
    const data: Checklist = readDocument(body.data);
    const printProblems = checkTemplateLayout(data);
    const values = {
      title: body.title,
      slug: body.slug,
      type: body.type,
      data,
      ...(body.category === undefined ? {} : { categoryId: await categoryIdOf(body.category) }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.isPremium === undefined ? {} : { isPremium: body.isPremium }),
      ...(body.orderBy === undefined ? {} : { orderBy: body.orderBy }),
    } satisfies TemplateChanges;
    const isShown = (asked: boolean) => asked && printProblems.length === 0;
    return { values, printProblems, isShown };
  }

  function drawPreview(row: Pick<TemplateRow, "id" | "imageUploaded">) {
    if (!row.imageUploaded) deps.thumbnails?.schedule(templateThumbnailJob(deps.templates, row.id));
  }

  async function slugFree<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.slugTaken);
      throw error;
    }
  }

  async function storeUpload(image: string): Promise<string> {
    const { bytes } = await readImage(image);
    return deps.storage.put(`${UPLOADED_FOLDER}${randomBytes(9).toString("hex")}.webp`, bytes);
  }

  async function removeUpload(image: string | null) {
    const key = uploadedKey(image);
    if (key) await deps.storage.remove(key);
  }

  function saved(
    message: string,
    template: AdminTemplate,
    printProblems: string[],
  ): AdminTemplateSaveResponse {
    const note = printProblems.length > 0 ? ` ${ADMIN_MESSAGES.savedAsDraft}` : "";
    return { message: `${message}${note}`, template, printProblems };
  }

  async function change(
    actor: Actor,
    id: number,
    action: AuditAction,
    changes: (row: TemplateRow) => TemplateChanges,
  ) {
    const result = await slugFree(() => deps.repository.update(actor.id, id, action, changes, auditSnapshot));
    if (!result) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    return result;
  }

  return {
    list: deps.repository.list,

    async detail(id: number): Promise<AdminTemplateDetail> {
      const [row, template, audit] = await Promise.all([
        deps.repository.findRow(id),
        deps.repository.findAdmin(id),
        deps.repository.auditOf(id),
      ]);
      if (!row || !template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
      return {
        ...template,
        data: readStoredDocument(row.data),
        audit: audit.map(
          (entry): AuditEntry => ({
            id: entry.id,
            action: entry.action as AuditAction,
            actor:
              entry.actorId === null
                ? null
                : { id: entry.actorId, name: entry.actorName ?? "", email: entry.actorEmail ?? "" },
            templateId: entry.templateId,
            userId: entry.userId,
            before: entry.before ?? null,
            after: entry.after ?? null,
            createdAt: entry.createdAt.toISOString(),
          }),
        ),
      };
    },

    /**
     * A new template. Its preview is the uploaded `image`, or page one of its document drawn by the server
     * when it is made from a checklist (`checklistId`); with neither, "Preview is required.".
     */
    async create(
      actor: Actor,
      body: NewTemplateFields & {
        checklistId?: string | null | undefined;
        image?: string | null | undefined;
      },
    ): Promise<AdminTemplateSaveResponse> {
      if (!body.image && !body.checklistId) {
        throw new InvalidInputError(
          { image: ADMIN_MESSAGES.previewRequired },
          ADMIN_MESSAGES.previewRequired,
        );
      }
      if (!body.image && !deps.thumbnails) {
        throw new InvalidInputError(
          { image: "This server cannot draw page one: upload a preview." },
          ADMIN_MESSAGES.previewRequired,
        );
      }
      if (body.checklistId && !(await deps.checklistExists(body.checklistId))) {
        throw new InvalidInputError({ checklistId: "This checklist does not exist." });
      }
      const { values, printProblems, isShown } = await readFields(body);
      const orderBy = values.orderBy ?? (await deps.repository.nextOrder());
      const image = body.image ? await storeUpload(body.image) : null;
      try {
        const template = await slugFree(() =>
          deps.repository.insert(
            actor.id,
            {
              ...values,
              isPublished: isShown(body.isPublished),
              orderBy,
              checklistId: body.checklistId ?? null,
              image,
              imageUploaded: image !== null,
            },
            auditSnapshot,
          ),
        );
        drawPreview(template);
        return saved(ADMIN_MESSAGES.templateCreated, template, printProblems);
      } catch (error) {
        await removeUpload(image);
        throw error;
      }
    },

    /**
     * Changes a template's fields and document; a field the body leaves out keeps its stored value, so a live
     * template stays live unless its document now breaks a print rule. A drawn preview is drawn again, an
     * upload is kept.
     */
    async update(actor: Actor, id: number, body: TemplateFields): Promise<AdminTemplateSaveResponse> {
      const { values, printProblems, isShown } = await readFields(body);
      const { template, after } = await change(actor, id, "template.update", (row) => ({
        ...values,
        isPublished: isShown(body.isPublished ?? row.isPublished),
      }));
      drawPreview(after);
      return saved(ADMIN_MESSAGES.templateUpdated, template, printProblems);
    },

    /** An admin's own preview, checked like a checklist's image; it replaces the drawn one for good. */
    async uploadImage(actor: Actor, id: number, input: string): Promise<AdminTemplateSaveResponse> {
      if (!(await deps.repository.findRow(id))) throw new NotFoundError(TEMPLATE_NOT_FOUND);
      const image = await storeUpload(input);
      try {
        const { template, before } = await change(actor, id, "template.image", () => ({
          image,
          imageUploaded: true,
        }));
        await removeUpload(before.image);
        return saved(ADMIN_MESSAGES.templateUpdated, template, []);
      } catch (error) {
        await removeUpload(image);
        throw error;
      }
    },

    /** Shows a draft to people, unless it breaks a print rule (409, naming the rules). */
    async publish(actor: Actor, id: number): Promise<AdminTemplateSaveResponse> {
      const { template } = await change(actor, id, "template.publish", (row) => {
        const problems = checkTemplateLayout(readStoredDocument(row.data));
        if (problems.length > 0) {
          throw new ConflictError(`${ADMIN_MESSAGES.publishBreaksPrintRule} ${problems.join("; ")}.`);
        }
        return { isPublished: true };
      });
      return saved(ADMIN_MESSAGES.templatePublished, template, []);
    },

    /** Takes a template out of every list at once; checklists made from it are untouched. */
    async unpublish(actor: Actor, id: number): Promise<AdminTemplateSaveResponse> {
      const { template } = await change(actor, id, "template.unpublish", () => ({ isPublished: false }));
      return saved(ADMIN_MESSAGES.templateUnpublished, template, []);
    },

    async reorder(actor: Actor, ids: readonly number[]): Promise<{ message: string }> {
      const { missing } = await deps.repository.reorder(actor.id, ids);
      if (missing.length > 0) throw new NotFoundError(`No template has the id ${missing.join(", ")}.`);
      return { message: ADMIN_MESSAGES.templateOrderSaved };
    },

    /**
     * Deletes a draft with its images; a published template is refused (409). Checklists made from it keep
     * their documents: their link to it is cleared (ON DELETE SET NULL).
     */
    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      const row = await deps.repository.findRow(id);
      const outcome = await deps.repository.deleteDraft(actor.id, id, auditSnapshot);
      if (outcome === "missing" || !row) throw new NotFoundError(TEMPLATE_NOT_FOUND);
      if (outcome === "published") throw new ConflictError(ADMIN_MESSAGES.deletePublished);
      await removeUpload(row.image);
      await deps.storage.remove(`${THUMBNAILS_FOLDER}/templates/${id}.webp`);
      return { message: ADMIN_MESSAGES.templateDeleted };
    },

    /** Views and downloads per template per day and list over [from, to], by default the last 30 days. */
    async stats(query: {
      from?: string | undefined;
      to?: string | undefined;
      templateId?: number | undefined;
    }) {
      const to = query.to ?? isoDay(new Date());
      const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_STATS_DAYS - 1) * DAY_MS));
      const start = Date.parse(from);
      const end = Date.parse(to) + DAY_MS;
      if (end <= start) throw new InvalidInputError({ from: "The range starts after it ends." });
      if ((end - start) / DAY_MS > ADMIN_STATS_MAX_DAYS) {
        throw new InvalidInputError({ from: `A range is at most ${ADMIN_STATS_MAX_DAYS} days.` });
      }
      const rows = await deps.repository.statsBetween(new Date(start), new Date(end), query.templateId);
      const totals = new Map<number, AdminTemplateStats["templates"][number]>();
      for (const row of rows) {
        const total = totals.get(row.templateId) ?? {
          id: row.templateId,
          title: row.title,
          slug: row.slug,
          views: 0,
          downloads: 0,
        };
        total.views += row.views;
        total.downloads += row.downloads;
        totals.set(row.templateId, total);
      }
      return {
        from,
        to,
        templates: [...totals.values()].sort(
          (a, b) => b.views - a.views || b.downloads - a.downloads || a.id - b.id,
        ),
        points: rows.map(({ date, templateId, list, views, downloads }) => ({
          date,
          templateId,
          list,
          views,
          downloads,
        })),
      } satisfies AdminTemplateStats;
    },
  };
}
