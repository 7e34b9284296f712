import { viewHref } from "../../lib/hrefs.ts";
import { DownloadIcon } from "../../ui/icons/download-icon.tsx";
import { ExternalIcon } from "../../ui/icons/external-icon.tsx";
import { PrintIcon } from "../../ui/icons/print-icon.tsx";
import { keepToastsBelow } from "../../ui/toast-place.ts";
import { LogoMark } from "../shell/logo.tsx";
import type { LoadedChecklist } from "./load-checklist.server.ts";
import { ReadOnlySheet } from "./read-only-sheet.tsx";
import { ToolButton, ToolLabel, toolClass } from "./tool-button.tsx";
import { useDownload } from "./use-download.ts";

/**
 * The checklist inside another site's frame: the pages alone, and a bar that appears on hover or focus (and
 * stays on touch screens, which have no hover). Links leave the frame for a tab of their own.
 */
export function EmbedView({ checklist }: { checklist: LoadedChecklist }) {
  const { pending, download } = useDownload(checklist.doc);
  return (
    <main id="main" className="group relative min-h-dvh bg-canvas">
      <h1 className="sr-only">{checklist.title}</h1>
      <div
        ref={keepToastsBelow}
        className="fixed inset-x-0 top-0 z-20 flex items-center gap-0.5 border-b border-line bg-white/95 px-0.75 py-0.5 opacity-0 backdrop-blur-md transition-opacity duration-200 group-hover:opacity-100 focus-within:opacity-100 [@media(hover:none)]:opacity-100"
      >
        <a
          href={viewHref(checklist.id)}
          target="_blank"
          rel="noopener"
          className="flex min-w-0 flex-1 items-center gap-0.5 rounded-lg"
          title="Open on Listful (new tab)"
        >
          <LogoMark />
          <span className="truncate font-medium text-ink">{checklist.title}</span>
        </a>
        <ToolButton
          icon={<DownloadIcon />}
          label="Download"
          onClick={() => download({ hideDone: false })}
          disabled={pending}
        />
        <ToolButton icon={<PrintIcon />} label="Print" onClick={() => window.print()} />
        <a
          href={viewHref(checklist.id)}
          target="_blank"
          rel="noopener"
          className={toolClass(true)}
          aria-label="Open on Listful"
          title="Open on Listful"
        >
          <ToolLabel icon={<ExternalIcon />} label="Open" />
        </a>
      </div>
      <div className="px-0.5 py-0.75 sm:px-1 sm:py-1">
        <ReadOnlySheet checklist={checklist} />
      </div>
    </main>
  );
}
