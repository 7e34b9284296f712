import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-40 text-center">
      <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-0.5 text-3xl font-medium tracking-tight text-balance text-ink md:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-1 text-lg text-ink-soft">{children}</p> : null}
    </div>
  );
}
