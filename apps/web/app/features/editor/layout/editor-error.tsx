import { dashboardHref, editorHref } from "../../../lib/hrefs.ts";
import { imageSrc } from "../../../lib/images.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";

/** The editor could not open what it was asked for: a checklist that is gone or not theirs, or a failure. */
export function EditorError({ notFound }: { notFound: boolean }) {
  return (
    <div className="flex min-h-[calc(100dvh-5rem)] items-center justify-center bg-canvas px-1 py-3">
      <div className="max-w-30 rounded-3xl border border-line bg-white p-2 text-center shadow-soft">
        <img
          src={imageSrc("not-found.svg")}
          alt=""
          width={160}
          height={120}
          className="mx-auto mb-1 h-7.5 w-10"
        />
        <h1 className="text-xl font-medium text-ink">
          {notFound ? "This checklist cannot be opened" : "The editor could not open"}
        </h1>
        <p className="mt-0.5 text-ink-soft">
          {notFound
            ? "It does not exist, or it belongs to someone else. Your own checklists are in your collection."
            : "Something went wrong while loading it. Try again in a moment."}
        </p>
        <div className="mt-1.5 flex flex-col justify-center gap-0.5 sm:flex-row">
          {notFound ? (
            <AppLink to={dashboardHref()} className={buttonClass()}>
              Go to My collection
            </AppLink>
          ) : (
            <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
              Try again
            </button>
          )}
          {/* A fresh page load: React Router would otherwise hand the editor its failed first load again. */}
          <AppLink to={editorHref()} reloadDocument className={buttonClass({ variant: "secondary" })}>
            Start a new checklist
          </AppLink>
        </div>
      </div>
    </div>
  );
}
