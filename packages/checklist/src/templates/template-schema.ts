import { z } from "zod";
import { ChecklistSchema } from "../schema/checklist-schema.ts";
import { singleLineText } from "../schema/primitives.ts";
import { TEMPLATE_TYPE_SLUGS } from "./template-types.ts";

/** A template is a document plus what the gallery needs to know about it. */
export const ChecklistTemplateSchema = z
  .strictObject({
    name: singleLineText(80).min(1, { error: "Required" }),
    type: z.enum(TEMPLATE_TYPE_SLUGS, { error: "Unknown template type" }).nullable(),
    isPremium: z.boolean({ error: "Expected true or false" }),
    document: ChecklistSchema,
  })
  .readonly();

export type ChecklistTemplate = z.infer<typeof ChecklistTemplateSchema>;
