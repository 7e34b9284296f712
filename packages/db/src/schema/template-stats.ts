import { bigserial, index, integer, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";
import { templates } from "./templates.ts";

/**
 * One template event (docs/PRODUCT.md, Template stats): a view or a download, from the start-a-checklist
 * picker ('create') or the gallery ('gallery'). Kept as the API's wire numbers: event 1 view, 2 download;
 * type 1 create, 2 gallery.
 */
export const templateStats = pgTable(
  "template_stats",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    event: smallint("event").notNull(),
    type: smallint("type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("template_stats_template_idx").on(t.templateId, t.type, t.event)],
);
