import { isAdmin } from "@listful/contracts";
import { data, type RouterContextProvider, redirect } from "react-router";
import { isNotFound, throwAsRouteError } from "../../../lib/api-errors.ts";
import { loginHref } from "../../../lib/hrefs.ts";
import { requestContext } from "../../../request-context.ts";
import type { EditorServerData } from "./editor-data.ts";
import { readEditorSource } from "./editor-source.ts";

/** Loads what /editor opens: a saved checklist (its owner only), or a template's document. */
export async function loadEditor(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<EditorServerData> {
  const { user, api } = context.get(requestContext);
  const source = readEditorSource(url.searchParams);
  if (!source) throw data("This page could not be found", { status: 404 });
  if (source.kind === "checklist" && !user) throw redirect(loginHref());
  // Backgrounds are decoration: without them the editor still opens, and the Design tab retries.
  const backgrounds = api.request("GET /api/backgrounds").catch(() => null);
  const base = { source };
  if (source.kind === "checklist") {
    const checklist = await api
      .request("GET /api/checklist/:id", { params: { id: source.checklistId } })
      .catch(throwAsRouteError);
    return {
      ...base,
      doc: checklist.data,
      checklist: { id: checklist.id, revision: checklist.revision, updated: checklist.updated },
      template: null,
      backgrounds: await backgrounds,
    };
  }
  const params = { id: source.templateId };
  const template = await api.request("GET /api/templates/:id/data", { params }).catch((error: unknown) => {
    // A draft (unpublished) template is no one's to open but an admin's, who opens it to work on it.
    if (isNotFound(error) && user && isAdmin(user))
      return api.request("GET /api/admin/template/:id", { params }).catch(throwAsRouteError);
    return throwAsRouteError(error);
  });
  return {
    ...base,
    doc: template.data,
    checklist: null,
    template: { id: template.id, title: template.title, isPremium: template.isPremium },
    backgrounds: await backgrounds,
  };
}
