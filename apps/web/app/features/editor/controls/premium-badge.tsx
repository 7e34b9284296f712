import { DiamondIcon } from "../../../ui/icons/diamond-icon.tsx";

/** Marks a premium background or template; shown only where usePremiumMarks says a mark means something. */
export function PremiumBadge({ className = "" }: { className?: string }) {
  return (
    <span
      title="Premium"
      className={`inline-grid size-1.25 place-items-center rounded-full bg-gradient-to-br from-primary-500 to-primary-700 text-white shadow-soft ${className}`}
    >
      <DiamondIcon width={10} height={10} />
      <span className="sr-only">Premium</span>
    </span>
  );
}
