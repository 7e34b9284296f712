import { TEMPLATE_EVENT_LISTS, TEMPLATE_EVENTS } from "@listful/contracts";
import { api } from "../../lib/api.ts";

/**
 * Tells the template stats (docs/PRODUCT.md, Template stats) that a template was viewed or downloaded, from
 * the start-a-checklist side ('create') or the gallery. Best effort: a lost count never bothers the person.
 */
export function reportTemplateEvent(
  templateId: number,
  event: keyof typeof TEMPLATE_EVENTS,
  list: keyof typeof TEMPLATE_EVENT_LISTS,
): void {
  void api
    .request("POST /template/stats", {
      body: { templateId, event: TEMPLATE_EVENTS[event], type: TEMPLATE_EVENT_LISTS[list] },
    })
    .catch(() => undefined);
}
