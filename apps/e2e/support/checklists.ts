// Saved checklists for the collection specs, made through the API (faster than the editor, which has its own).

import type { ChecklistResponse, Folder } from "@listful/contracts";
import { type ApiCaller, apiClient } from "./api.ts";

/** A template's document, by type slug ("daily-checklist", "habit-tracker", ...). */
export async function templateDocument(request: ApiCaller, type = "daily-checklist") {
  const api = apiClient(request);
  const templates = await api.request("GET /api/templates");
  const template = templates.find((entry) => entry.category === type);
  if (!template) throw new Error(`No template of type ${type}`);
  return api.request("GET /api/templates/:id/data", { params: { id: template.id } });
}

/** Saves a checklist titled `title` from a template, in the collection of the request's user. */
export async function saveChecklist(
  request: ApiCaller,
  title: string,
  type = "daily-checklist",
): Promise<ChecklistResponse> {
  const template = await templateDocument(request, type);
  const data = { ...template.data, title: { ...template.data.title, text: title } };
  return apiClient(request).request("POST /api/checklist", { body: { data, templateId: template.id } });
}

export async function shareChecklist(
  request: ApiCaller,
  id: string,
  isShared = true,
  access?: "view" | "tick",
) {
  return apiClient(request).request("PUT /api/checklist/:id/share", {
    params: { id },
    body: access ? { isShared, access } : { isShared },
  });
}

export async function readChecklist(request: ApiCaller, id: string): Promise<ChecklistResponse> {
  return apiClient(request).request("GET /api/checklist/:id", { params: { id } });
}

export async function createFolder(request: ApiCaller, name: string): Promise<Folder> {
  return apiClient(request).request("POST /api/folders", { body: { name } });
}

export async function moveToFolder(request: ApiCaller, id: string, folderId: string | null) {
  return apiClient(request).request("PUT /api/checklist/:id/move-to-folder", {
    params: { id },
    body: { folderId },
  });
}

export async function bookmarkChecklist(request: ApiCaller, id: string): Promise<void> {
  await apiClient(request).request("POST /api/bookmark/:id", { params: { id } });
}
