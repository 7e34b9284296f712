import { useRef } from "react";
import { useElementWidth } from "./use-element-width.ts";

/** The embed as another site will show it, scaled down to fit the dialog. */
export function EmbedPreview({
  src,
  title,
  width,
  height,
}: {
  src: string;
  title: string;
  width: number;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const available = useElementWidth(box, 440);
  // Less the frame's own padding (0.5rem each side).
  const scale = Math.min(1, Math.max(0.1, (available - 16) / width));
  return (
    <div ref={box} className="min-w-0 overflow-hidden rounded-2xl border border-line bg-canvas p-0.5">
      <div
        className="mx-auto overflow-hidden rounded-xl bg-white"
        style={{ width: width * scale, height: height * scale }}
      >
        <iframe
          src={src}
          title={`Preview: ${title}`}
          width={width}
          height={height}
          loading="lazy"
          className="origin-top-left border-0"
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}
