import { useState } from "react";

/**
 * Page one of a checklist or template as the server drew it, whole: at the picture's own aspect (A4 or Letter,
 * portrait or landscape), as large as the card's frame allows and centred in it, never cropped to the frame's
 * shape. While the picture is being made (or if it fails to load) a drawn page stands in: a title bar and tick
 * rows, so the grid never shows a broken image.
 */
export function CardThumbnail({ image, title }: { image: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <span className="grid size-full place-items-center">
        {/* No set size: the picture's own aspect decides, within the frame's width and height. */}
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="h-auto max-h-full w-auto max-w-full bg-white shadow-soft"
        />
      </span>
    );
  }
  return <PagePlaceholder title={title} />;
}

export function PagePlaceholder({ title }: { title?: string }) {
  return (
    <div aria-hidden="true" className="flex size-full flex-col bg-white px-[12%] pt-[14%]">
      <div className="mx-auto h-0.75 w-3/5 rounded-full bg-primary-200" />
      {title ? (
        <p className="mt-0.5 truncate text-center text-[0.7rem] font-medium text-primary-900/70">{title}</p>
      ) : null}
      <div className="mt-1 flex flex-col gap-0.75">
        {[92, 70, 84, 58, 76, 64].map((width) => (
          <div key={width} className="flex items-center gap-0.5">
            <span className="size-0.75 shrink-0 rounded-[0.2rem] border-2 border-primary-200" />
            <span className="h-0.3 rounded-full bg-line" style={{ width: `${width}%` }} />
          </div>
        ))}
      </div>
    </div>
  );
}
