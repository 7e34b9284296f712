import { z } from "zod";
import { plainText } from "./fields.ts";

export const FolderBodySchema = z.strictObject({
  name: plainText(60).pipe(z.string().min(1, "Folder name is required.")),
});
export type FolderBody = z.input<typeof FolderBodySchema>;

export const FolderIdParamsSchema = z.object({ id: z.uuid({ error: "Not a folder id." }) });

export type Folder = { id: string; name: string; checklistCount: number; created: string };
