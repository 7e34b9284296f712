import type { Template } from "@listful/contracts";
import { lazy, Suspense, useEffect } from "react";
import { editorHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { reportTemplateEvent } from "../report-template-event.ts";

// The sheet renderer, its fonts and styles load with the first preview, not with the page.
const PreviewPages = lazy(() =>
  import("./preview-pages.tsx").then((module) => ({ default: module.PreviewPages })),
);

type TemplatePreviewModalProps = {
  template: Template | null;
  onClose: () => void;
};

/**
 * The template preview modal: every page of a template at a size to read, what it is for, "Use this template"
 * (the editor with it) and its PDF on A4 or Letter. Opening it counts a view from the gallery.
 */
export function TemplatePreviewModal({ template, onClose }: TemplatePreviewModalProps) {
  const templateId = template?.id ?? null;
  useEffect(() => {
    if (templateId !== null) reportTemplateEvent(templateId, "view", "gallery");
  }, [templateId]);
  return (
    <Modal
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={template?.title ?? ""}
      description={template?.description}
      width={960}
    >
      {template ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-col items-stretch justify-center gap-0.75 sm:flex-row sm:items-center">
            <AppLink to={editorHref({ templateId: template.id })} className={buttonClass({ size: "lg" })}>
              Use this template
            </AppLink>
          </div>
          <Suspense
            fallback={
              <p className="flex items-center justify-center gap-0.5 py-2 text-muted" role="status">
                <Spinner /> Loading the preview…
              </p>
            }
          >
            <PreviewPages template={template} />
          </Suspense>
        </div>
      ) : null}
    </Modal>
  );
}
