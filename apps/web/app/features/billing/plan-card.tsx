import type { ReactNode } from "react";
import { CheckIcon } from "../../ui/icons/check-icon.tsx";

type PlanCardProps = {
  readonly name: string;
  readonly price: string;
  readonly per: string;
  /** The price it replaces, struck through (the yearly saving). */
  readonly oldPrice?: string | undefined;
  readonly isPopular?: boolean;
  readonly features: readonly string[];
  readonly note?: string | undefined;
  readonly action: ReactNode;
};

/** One plan on the pricing page: a card at most 325 px wide, one of them marked popular. */
export function PlanCard({ name, price, per, oldPrice, isPopular, features, note, action }: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex w-full max-w-[325px] flex-col gap-1 rounded-3xl border bg-white p-1.5 shadow-soft sm:p-2 ${isPopular ? "border-primary-500 ring-2 ring-primary-200" : "border-line"}`}
    >
      {isPopular ? (
        <p className="absolute -top-0.75 left-1/2 -translate-x-1/2 rounded-full bg-primary-600 px-1 py-0.3 text-sm font-medium text-white">
          Most popular
        </p>
      ) : null}
      <h2 id={headingId} className="text-xl font-medium text-ink">
        {name}
      </h2>
      <p className="flex flex-wrap items-baseline gap-0.5">
        {oldPrice ? (
          <s className="text-lg text-muted">
            <span className="sr-only">was </span>
            {oldPrice}
          </s>
        ) : null}
        <span className="text-4xl font-medium tracking-tight text-ink">{price}</span>
        <span className="text-ink-soft">{per}</span>
      </p>
      {note ? <p className="text-sm font-medium text-primary-700">{note}</p> : null}
      <ul className="flex flex-col gap-0.5 text-ink-soft">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-0.5">
            <CheckIcon className="mt-0.3 shrink-0 text-primary-600" width={16} height={16} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-1">{action}</div>
    </section>
  );
}
