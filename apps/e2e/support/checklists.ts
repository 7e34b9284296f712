// Saved checklists for the collection specs, made through the API (faster than the editor, which has its own).

import type { ChecklistResponse, Folder, Template, TemplateData } from "@listful/contracts";
import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./env.ts";

const SAME_ORIGIN = { origin: BASE_URL };

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A template's document, by type slug ("daily-checklist", "habit-tracker", ...). */
export async function templateDocument(request: APIRequestContext, type = "daily-checklist") {
  const templates = await json<Template[]>(await request.get("/api/templates"));
  const template = templates.find((entry) => entry.category === type);
  if (!template) throw new Error(`No template of type ${type}`);
  return json<TemplateData>(await request.get(`/api/templates/${template.id}/data`));
}

/** Saves a checklist titled `title` from a template, in the collection of the request's user. */
export async function saveChecklist(
  request: APIRequestContext,
  title: string,
  type = "daily-checklist",
): Promise<ChecklistResponse> {
  const template = await templateDocument(request, type);
  const data = { ...template.data, title: { ...template.data.title, text: title } };
  return json<ChecklistResponse>(
    await request.post("/api/checklist", { data: { data, templateId: template.id }, headers: SAME_ORIGIN }),
  );
}

export async function shareChecklist(request: APIRequestContext, id: string, isShared = true) {
  return json<ChecklistResponse>(
    await request.put(`/api/checklist/${id}/share`, { data: { isShared }, headers: SAME_ORIGIN }),
  );
}

export async function readChecklist(request: APIRequestContext, id: string): Promise<ChecklistResponse> {
  return json<ChecklistResponse>(await request.get(`/api/checklist/${id}`));
}

export async function createFolder(request: APIRequestContext, name: string): Promise<Folder> {
  return json<Folder>(await request.post("/api/folders", { data: { name }, headers: SAME_ORIGIN }));
}

export async function moveToFolder(request: APIRequestContext, id: string, folderId: string | null) {
  return json<ChecklistResponse>(
    await request.put(`/api/checklist/${id}/move-to-folder`, { data: { folderId }, headers: SAME_ORIGIN }),
  );
}

export async function bookmarkChecklist(request: APIRequestContext, id: string) {
  const response = await request.post(`/api/bookmark/${id}`, { headers: SAME_ORIGIN });
  if (!response.ok()) throw new Error(`bookmark answered ${response.status()}: ${await response.text()}`);
}
