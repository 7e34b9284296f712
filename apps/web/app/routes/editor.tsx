import "@listful/sheet/sheet.css";
import "../styles/workspace.css";
import { isRouteErrorResponse } from "react-router";
import { AUTH_INTENTS } from "../features/auth/auth-intents.ts";
import { PROVIDER_INTENTS } from "../features/auth/provider-sign-in.ts";
import { Editor } from "../features/editor/editor.tsx";
import { EditorError } from "../features/editor/layout/editor-error.tsx";
import { EditorSkeleton } from "../features/editor/layout/editor-skeleton.tsx";
import { completeEditorData } from "../features/editor/load/client-load-editor.ts";
import { loadEditor } from "../features/editor/load/load-editor.server.ts";
import { useEditorSession } from "../features/editor/state/session-key.ts";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/editor";

export const handle: ShellHandle = { staticHeader: true, hideFooter: true };

export function meta() {
  return pageMeta(
    "Checklist editor",
    "Design your checklist from a template, then print it, download it or save it.",
  );
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadEditor(request, context);
}

// The browser dates a template to the person's own today and restores a draft kept on this device.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return completeEditorData(await serverLoader());
}
clientLoader.hydrate = true as const;

/** A guest saving signs in or up here, in the save dialog, and stays with the checklist. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), { ...AUTH_INTENTS, ...PROVIDER_INTENTS });
}

export function HydrateFallback() {
  return <EditorSkeleton />;
}

export default function EditorRoute({ loaderData }: Route.ComponentProps) {
  const session = useEditorSession(loaderData);
  return <Editor key={session.key} data={session.data} session={session.key} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
