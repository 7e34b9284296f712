import {
  ADMIN_MESSAGES,
  type AdminTemplateCreateBodySchema,
  type AdminTemplateSaveResponse,
} from "@listful/contracts";
import type { z } from "zod";
import { InvalidInputError } from "../../../domain-errors.ts";
import type { Actor, AdminTemplateDeps } from "./admin-template-deps.ts";
import { auditSnapshot } from "./audit-snapshot.ts";
import { withFreeSlug } from "./change-template.service.ts";
import { readTemplateFields, savedAnswer } from "./template-fields.ts";
import { drawPreview, removeUpload, storeUpload } from "./template-images.ts";

/**
 * A new template. Its preview is the uploaded `image`, or page one of its document drawn by the server
 * when it is made from a checklist (`checklistId`); with neither, "Preview is required.".
 */
export async function createTemplate(
  deps: AdminTemplateDeps,
  actor: Actor,
  body: z.output<typeof AdminTemplateCreateBodySchema>,
): Promise<AdminTemplateSaveResponse> {
  if (!body.image && !body.checklistId) {
    throw new InvalidInputError({ image: ADMIN_MESSAGES.previewRequired }, ADMIN_MESSAGES.previewRequired);
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
  const { values, printProblems, isShown } = await readTemplateFields(deps, body);
  const orderBy = values.orderBy ?? (await deps.repository.nextOrder());
  const image = body.image ? await storeUpload(deps.storage, body.image) : null;
  try {
    const template = await withFreeSlug(() =>
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
    drawPreview(deps, template);
    return savedAnswer(ADMIN_MESSAGES.templateCreated, template, printProblems);
  } catch (error) {
    await removeUpload(deps.storage, image);
    throw error;
  }
}
