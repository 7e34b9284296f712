import { type ReactNode, useId } from "react";

type PanelSectionProps = {
  readonly title: string;
  readonly description?: ReactNode;
  /** Something beside the title (a switch, a count). */
  readonly aside?: ReactNode;
  readonly id?: string;
  readonly children: ReactNode;
};

/** One group of settings in a panel tab, named for screen readers by its title. */
export function PanelSection({ title, description, aside, id, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="border-b border-line/80 px-1.25 py-1.25 last:border-b-0"
    >
      <div className="mb-0.75 flex items-center justify-between gap-0.5">
        <h3 id={headingId} className="text-[0.95rem] font-medium text-ink">
          {title}
        </h3>
        {aside}
      </div>
      {description ? <p className="-mt-0.5 mb-0.75 text-sm text-muted">{description}</p> : null}
      {children}
    </section>
  );
}
