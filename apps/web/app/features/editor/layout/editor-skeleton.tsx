/** What shows while the editor loads: its frame, with a page taking shape where the pages will be. */
export function EditorSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the editor"
      className="grid h-[calc(100dvh-5rem)] min-h-[30rem] grid-cols-[minmax(0,1fr)] grid-rows-[3.5rem_minmax(0,1fr)_8rem] bg-[#f1eef7] lg:grid-cols-[27rem_minmax(0,1fr)] lg:grid-rows-[3.5rem_minmax(0,1fr)]"
    >
      <div className="border-b border-line bg-white lg:col-span-2" />
      <div className="row-start-3 border-t border-line bg-white lg:row-start-2 lg:border-t-0 lg:border-r">
        <div className="flex flex-col gap-0.75 p-1.25">
          {[70, 90, 60, 80].map((width) => (
            <div
              key={width}
              className="h-3 animate-pulse rounded-2xl bg-lilac"
              style={{ width: `${width}%` }}
            />
          ))}
        </div>
      </div>
      <div className="row-start-2 flex justify-center overflow-hidden p-1.5 lg:col-start-2">
        <div className="aspect-[797/1127] w-full max-w-[49.8rem] animate-pulse rounded-sm bg-white shadow-soft" />
      </div>
    </div>
  );
}
