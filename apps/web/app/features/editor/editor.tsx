import { type Checklist, resetPremiumFeatures } from "@listful/checklist";
import { backgroundUrlFor, type ChecklistResponse } from "@listful/contracts";
import type { SheetDispatch } from "@listful/sheet";
import { lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../lib/api.ts";
import { editorHref } from "../../lib/hrefs.ts";
import { useRootData } from "../../lib/root-data.ts";
import { OnceOpen } from "../../ui/once-open.tsx";
import { toast } from "../../ui/toast.ts";
import { takeDraftSave } from "../auth/provider-return.ts";
import { premiumPrompt } from "../billing/premium-prompt.ts";
import { usePremiumPrint } from "../billing/use-premium-print.ts";
import { reportTemplateEvent } from "../templates/report-template-event.ts";
import { BackgroundsContext, useBackgroundsCatalogue } from "./design/use-backgrounds.ts";
import { useLeaveGuard } from "./guard/use-leave-guard.ts";
import { EditorLayout } from "./layout/editor-layout.tsx";
import { DEFAULT_EDITOR_MODE, type EditorMode } from "./layout/editor-mode.ts";
import type { EditorData } from "./load/editor-data.ts";
import { draftKey, removeDraft } from "./persistence/draft-storage.ts";
import { useAutosave } from "./persistence/use-autosave.ts";
import { useChecklistSave } from "./persistence/use-checklist-save.ts";
import { useDraftSync } from "./persistence/use-draft-sync.ts";
import { useTabSync } from "./persistence/use-tab-sync.ts";
import { type SaveControls, SaveControlsContext } from "./save/save-context.ts";
import { useAuthPrompt } from "./save/use-auth-prompt.ts";
import { usePrint } from "./save/use-print.ts";
import { EditorActionsContext, EditorDocContext } from "./state/editor-context.ts";
import { focusedFieldGroup } from "./state/focus-group.ts";
import { adoptChecklist } from "./state/session-key.ts";
import { useEditorHistory } from "./state/use-editor-history.ts";
import { useEditorShortcuts } from "./state/use-editor-shortcuts.ts";

// The dialogs are not on the first screen: each loads when it first opens.
const AuthModal = lazy(() =>
  import("../auth/auth-modal.tsx").then((module) => ({ default: module.AuthModal })),
);
const PricingModal = lazy(() =>
  import("../billing/pricing-modal.tsx").then((module) => ({ default: module.PricingModal })),
);
const ConflictDialog = lazy(() =>
  import("./persistence/conflict-dialog.tsx").then((module) => ({ default: module.ConflictDialog })),
);
const LeaveDialog = lazy(() =>
  import("./guard/leave-dialog.tsx").then((module) => ({ default: module.LeaveDialog })),
);

type EditorProps = { readonly data: EditorData; readonly session: number };

/** The editor: one document with its history, saved to the collection or kept as a draft on this device. */
export function Editor({ data, session }: EditorProps) {
  const { user } = useRootData();
  const navigate = useNavigate();
  const { doc, canUndo, canRedo, actions } = useEditorHistory(() => data.draft?.doc ?? data.baseline);
  const [mode, setMode] = useState<EditorMode>(DEFAULT_EDITOR_MODE);
  const authPrompt = useAuthPrompt();
  const backgrounds = useBackgroundsCatalogue(data.backgrounds);
  const { isPrinting, print: printNow } = usePrint();
  const print = usePremiumPrint(printNow, actions.getDoc, backgrounds.backgrounds);
  const key = draftKey(data.source);

  const saving = useChecklistSave({
    doc,
    getDoc: actions.getDoc,
    initialTarget: data.checklist ? { id: data.checklist.id, revision: data.checklist.revision } : null,
    baseline: data.baseline,
    templateId: data.template?.id ?? null,
    replaceDoc: (next: Checklist) => actions.change(() => next),
    onSaved: (checklist, isNew) => {
      announceSaved(checklist.id, checklist.revision);
      if (!isNew) return;
      adoptChecklist(checklist.id, session);
      const path = editorHref({ checklistId: checklist.id });
      allowNavigation(path);
      // The address follows the document it now names, on this page, right after the server answered: not a
      // move a person asked for, so not held offline as `useAppNavigate`'s are (lint/no-raw-navigate.grit).
      void navigate(path, { replace: true, preventScrollReset: true });
    },
    onSignedOut: authPrompt.open,
  });
  const { save, status, isDirty, target } = saving;
  const { blocker, allow: allowNavigation } = useLeaveGuard(isDirty);
  const announceSaved = useTabSync(target?.id ?? null, (revision) => {
    if (!target || revision <= target.revision) return;
    void api
      .request("GET /api/checklist/:id", { params: { id: target.id } })
      .then((current) => {
        if (saving.adoptNewer(current) === "loaded")
          toast.info("Updated with the changes saved in another tab.");
      })
      // The next save finds out anyway (as a conflict), so a failed look now changes nothing.
      .catch(() => undefined);
  });
  const draft = useDraftSync(target ? null : key, doc, data.baseline);
  // Opening a template in the editor counts as a view of it (docs/PRODUCT.md, Template stats).
  const viewedTemplate = data.source.kind === "template" ? (data.template?.id ?? null) : null;
  useEffect(() => {
    if (viewedTemplate !== null) reportTemplateEvent(viewedTemplate, "view", "create");
  }, [viewedTemplate]);
  useAutosave({ isEnabled: target !== null, isDirty, status, doc, save });
  // The draft goes once the address names the new checklist: a reload in between still finds the work.
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (key && target && `${pathname}${search}` === editorHref({ checklistId: target.id })) removeDraft(key);
  }, [key, target, pathname, search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, when the editor opens with a draft.
  useEffect(() => {
    if (data.draft)
      toast.info("Your draft is back, as you left it. Start over from the Save tab if you like.");
  }, []);
  // A new conflict asks at once; closing the question unanswered leaves "Resolve" in the save state, which
  // asks again. The question is open while there is a conflict whose question the person has not closed.
  const [dismissed, setDismissed] = useState<ChecklistResponse | null>(null);
  const isConflictOpen = saving.conflict !== null && saving.conflict !== dismissed;

  // Back from Google or Facebook, signed in, with the draft the save dialog was opened for: save it, as after
  // signing in with a password in the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the editor opens.
  useEffect(() => {
    if (takeDraftSave() && user && !target) void save(true);
  }, []);

  const requestSave = useCallback(() => {
    if (user) void save(true);
    else authPrompt.open();
  }, [user, save, authPrompt.open]);
  useEditorShortcuts({ undo: actions.undo, redo: actions.redo, save: requestSave });

  const dispatch = useCallback<SheetDispatch>(
    (update) => actions.change(update, focusedFieldGroup()),
    [actions],
  );
  const startOver = useMemo(
    () => (data.source.kind === "template" && !target ? () => actions.change(() => data.baseline) : null),
    [data, target, actions],
  );
  const controls = useMemo<SaveControls>(
    () => ({
      checklistId: target?.id ?? null,
      status,
      isDirty,
      isGuest: !user,
      draft,
      template: data.template,
      requestSave,
      startOver: isDirty ? startOver : null,
      showConflict: () => setDismissed(null),
      print,
    }),
    [target, status, isDirty, user, draft, data, requestSave, startOver, print],
  );
  const isPricingOpen = useSyncExternalStore(
    premiumPrompt.subscribe,
    () => premiumPrompt.get() !== null,
    () => false,
  );
  const initialOpenBlocks = useRef(
    new Set(data.baseline.blocks.slice(0, 1).map((block) => block.id)),
  ).current;

  return (
    <EditorActionsContext value={actions}>
      <EditorDocContext value={doc}>
        <SaveControlsContext value={controls}>
          <BackgroundsContext value={backgrounds}>
            <EditorLayout
              doc={doc}
              mode={mode}
              isPrinting={isPrinting}
              onModeChange={setMode}
              canUndo={canUndo}
              canRedo={canRedo}
              dispatch={dispatch}
              backgroundUrl={backgroundUrlFor(doc, backgrounds.backgrounds ?? [])}
              initialOpenBlocks={initialOpenBlocks}
            />
            <OnceOpen open={isConflictOpen}>
              <ConflictDialog
                conflict={saving.conflict}
                open={isConflictOpen}
                onOpenChange={(open) => setDismissed(open ? null : saving.conflict)}
                onKeepMine={saving.keepMine}
                onTakeTheirs={saving.takeTheirs}
              />
            </OnceOpen>
            <OnceOpen open={authPrompt.isOpen}>
              <AuthModal
                then="save"
                description="Your checklist goes straight into your collection, with nothing lost on the way."
                open={authPrompt.isOpen}
                onOpenChange={authPrompt.setOpen}
                returnFocus={authPrompt.returnFocus}
                onSignedIn={() => {
                  // The editor's action has reloaded the page's data by now: the header knows the user.
                  authPrompt.setOpen(false);
                  void save(true);
                }}
              />
            </OnceOpen>
            <OnceOpen open={isPricingOpen}>
              <PricingModal
                onReset={() =>
                  actions.change((current) => resetPremiumFeatures(current, { saved: saving.baseline }))
                }
              />
            </OnceOpen>
            <OnceOpen open={blocker.state === "blocked"}>
              <LeaveDialog
                blocker={blocker}
                isGuest={!user}
                onSave={target ? async () => (await save(true))?.kind === "saved" : undefined}
              />
            </OnceOpen>
          </BackgroundsContext>
        </SaveControlsContext>
      </EditorDocContext>
    </EditorActionsContext>
  );
}
