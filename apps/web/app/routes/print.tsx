import "@listful/sheet/sheet.css";
import { checklistTitle, type Orientation, type PageFormat, parseChecklist } from "@listful/checklist";
import { Sheet } from "@listful/sheet";
import { data } from "react-router";
import { backgroundUrlFor } from "../features/print/background-url.ts";
import type { DocumentHandle } from "../lib/document-handle.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/print";

/**
 * The page the server's Chromium prints to PDF and screenshots for previews: the document posted to it, as
 * sheet pages and nothing else. It ships no JavaScript (see `isStatic` in root.tsx).
 */
export const handle: DocumentHandle = { isStatic: true };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const body: unknown = await request.json().catch(() => null);
  const parsed = parseChecklist((body as { data?: unknown } | null)?.data);
  if (!parsed.ok) throw data(parsed.error.message, { status: 400 });
  const doc = parsed.checklist;
  const query = url.searchParams;
  const format: PageFormat = query.get("format") === "letter" ? "letter" : "a4";
  const orientation: Orientation = query.get("orientation") === "landscape" ? "landscape" : "portrait";
  const backgroundUrl = doc.design.showBackground
    ? backgroundUrlFor(doc, await context.get(requestContext).api.request("GET /api/backgrounds"))
    : undefined;
  return { doc, format, orientation, backgroundUrl };
}

export default function Print({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  return (
    <>
      {/* Chromium makes the page's title the PDF's Title; the document comes with the POST, so not meta(). */}
      <title>{checklistTitle(actionData.doc)}</title>
      <Sheet
        doc={actionData.doc}
        mode="print"
        format={actionData.format}
        orientation={actionData.orientation}
        {...(actionData.backgroundUrl ? { backgroundUrl: actionData.backgroundUrl } : {})}
      />
    </>
  );
}
