import { z } from "zod";
import { singleLineText } from "./fields.ts";

export const FolderBodySchema = z.strictObject({
  name: singleLineText(60).pipe(z.string().min(1, "Folder name is required.")),
});
export type FolderBody = z.input<typeof FolderBodySchema>;

export const FolderIdParamsSchema = z.object({ id: z.uuid({ error: "Not a folder id." }) });

export const FolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  checklistCount: z.number().int(),
  created: z.iso.datetime(),
});
export type Folder = z.infer<typeof FolderSchema>;
export const FolderListSchema = z.array(FolderSchema);
