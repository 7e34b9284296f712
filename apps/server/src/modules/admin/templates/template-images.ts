import { randomBytes } from "node:crypto";
import type { TemplateRow } from "@listful/db";
import { readImage } from "../../../lib/image-input.ts";
import { type Storage, UPLOADS_PATH } from "../../media/storage.ts";
import { templateThumbnailJob } from "../../templates/template-thumbnails.ts";
import type { AdminTemplateDeps } from "./admin-template-deps.ts";

/** Where admins' uploaded template images are stored; a template's drawn thumbnail lives apart. */
const UPLOADED_FOLDER = "templates/";

/** The storage key of an admin's upload behind a served path, if it is one. */
function uploadedKey(image: string | null): string | null {
  if (!image?.startsWith(UPLOADS_PATH)) return null;
  const key = image.slice(UPLOADS_PATH.length).split("?")[0] ?? "";
  return key.startsWith(UPLOADED_FOLDER) ? key : null;
}

/** Checks an admin's image like a checklist's and stores it; answers its served path. */
export async function storeUpload(storage: Storage, image: string): Promise<string> {
  const { bytes } = await readImage(image);
  return storage.put(`${UPLOADED_FOLDER}${randomBytes(9).toString("hex")}.webp`, bytes);
}

/** Removes an admin's upload; a drawn thumbnail or no image is left alone. */
export async function removeUpload(storage: Storage, image: string | null) {
  const key = uploadedKey(image);
  if (key) await storage.remove(key);
}

/** Has page one drawn as the preview, unless an admin uploaded one. */
export function drawPreview(deps: AdminTemplateDeps, row: Pick<TemplateRow, "id" | "imageUploaded">) {
  if (!row.imageUploaded) deps.thumbnails?.schedule(templateThumbnailJob(deps.templateRepository, row.id));
}
