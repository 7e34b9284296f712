import "@listful/sheet/sheet.css";
import "../styles/workspace.css";
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { AUTH_INTENTS } from "../features/auth/auth-intents.ts";
import { PROVIDER_INTENTS } from "../features/auth/provider-sign-in.ts";
import { Editor } from "../features/editor/editor.tsx";
import { EditorError } from "../features/editor/layout/editor-error.tsx";
import { EditorSkeleton } from "../features/editor/layout/editor-skeleton.tsx";
import { completeEditorData } from "../features/editor/load/client-load-editor.ts";
import type { EditorData } from "../features/editor/load/editor-data.ts";
import { loadEditor } from "../features/editor/load/load-editor.server.ts";
import { useEditorSession } from "../features/editor/state/session-key.ts";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { runIntent } from "../lib/form-action.ts";
import { yieldToBrowser } from "../lib/idle.ts";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/editor";

// The server draws the editor's frame and first page; React loads once the page is up (lib/idle-hydration).
export const handle: ShellHandle & HydrationHandle = {
  staticHeader: true,
  hideFooter: true,
  hydrate: "idle",
};

export function meta() {
  return pageMeta(
    "Checklist editor",
    "Design your checklist from a template, then print it, download it or save it.",
  );
}

export function loader({ url, context }: Route.LoaderArgs) {
  return loadEditor(url, context);
}

// The browser dates a template to the person's own today and restores a draft kept on this device, in a task
// after hydration's: dating loads the browser's calendar data, which on a phone would make hydration one task
// too long to answer a tap in.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const server = await serverLoader();
  await yieldToBrowser();
  return completeEditorData(server);
}
clientLoader.hydrate = true as const;

/**
 * A guest saving signs in or up here, in the save dialog, and stays with the checklist. An admin saves the
 * document as a template here too; that code loads only when an admin uses it.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === SAVE_TEMPLATE) {
    const { TEMPLATE_SAVE_INTENTS } = await import(
      "../features/admin/template-save/template-save-intents.ts"
    );
    return runIntent(formData, TEMPLATE_SAVE_INTENTS);
  }
  return runIntent(formData, { ...AUTH_INTENTS, ...PROVIDER_INTENTS });
}

const SAVE_TEMPLATE = "save-template";

/** Saving a template changes nothing the editor loaded: reloading would only refetch the document. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === SAVE_TEMPLATE) return false;
  return defaultShouldRevalidate;
}

// No HydrateFallback: the server draws the editor's frame with the document's first page from its own data
// (EditorSkeleton), so a phone shows the page before the editor's scripts run; the editor takes over once the
// client loader has dated the template and looked for a draft.
export default function EditorRoute({ loaderData }: Route.ComponentProps) {
  if (!("baseline" in loaderData)) return <EditorSkeleton doc={loaderData.doc} source={loaderData.source} />;
  return <LoadedEditor data={loaderData} />;
}

function LoadedEditor({ data }: { readonly data: EditorData }) {
  const session = useEditorSession(data);
  return <Editor key={session.key} data={session.data} session={session.key} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
