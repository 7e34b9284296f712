import type { ReactNode } from "react";

/** The coloured band at the top of the blog's and the search's pages. */
export function PageBanner({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-lilac to-white">
      <div className="mx-auto max-w-45 px-1 pt-2.5 pb-1.5 md:pt-4">
        <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">{eyebrow}</p>
        <h1 className="mt-0.5 text-3xl font-medium tracking-tight text-balance text-ink md:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
