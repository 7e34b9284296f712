import type { Progress } from "./progress.ts";

/** "3/30 done" and a bar; announced politely as it changes. */
export function ProgressMeter({ progress }: { progress: Progress }) {
  const { done, total } = progress;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="flex min-w-0 items-center gap-0.75">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} done`}
        className="h-0.5 w-8 shrink overflow-hidden rounded-full bg-primary-100 sm:w-12"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary-500 to-primary-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-ink tabular-nums">
        {done}/{total} <span className="font-normal text-muted">done</span>
      </p>
    </div>
  );
}
