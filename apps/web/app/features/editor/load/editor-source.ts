/** The editor opens template 1 when it is given nothing else. */
export const DEFAULT_TEMPLATE_ID = 1;

/** What the editor opened: a template to start from, or a checklist saved in the collection. */
export type EditorSource =
  | { readonly kind: "template"; readonly templateId: number }
  | { readonly kind: "checklist"; readonly checklistId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?checklist={id}, ?template={id} or nothing; null for a malformed id (the page then answers 404). */
export function readEditorSource(search: URLSearchParams): EditorSource | null {
  const checklistId = search.get("checklist");
  if (checklistId !== null) return UUID.test(checklistId) ? { kind: "checklist", checklistId } : null;
  const template = search.get("template");
  if (template === null) return { kind: "template", templateId: DEFAULT_TEMPLATE_ID };
  const templateId = Number(template);
  return /^\d{1,9}$/.test(template) && templateId > 0 ? { kind: "template", templateId } : null;
}
