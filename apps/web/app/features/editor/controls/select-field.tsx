import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { ChevronDownIcon } from "../../../ui/icons/chevron-down-icon.tsx";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  readonly label: string;
  readonly children: ReactNode;
};

/** A labelled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SelectField({ label, children, className = "", ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-0.3 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className="h-2.5 w-full appearance-none rounded-xl border border-line bg-white pr-2 pl-0.75 text-[0.95rem] text-ink transition-[border-color,box-shadow] hover:border-primary-300 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-0.75 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
