import type { ButtonHTMLAttributes, ReactNode } from "react";

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> & {
  /** The accessible name, also shown as the tooltip. */
  readonly label: string;
  readonly children: ReactNode;
  readonly size?: "sm" | "md";
  /** A keyboard shortcut, shown in the tooltip and announced (e.g. "Ctrl+Z"). */
  readonly shortcut?: string;
};

/** A square button that shows only an icon; its name is read out and shown on hover. */
export function IconButton(props: IconButtonProps) {
  const { label, children, size = "md", shortcut, className = "", type = "button", ...rest } = props;
  const box = size === "sm" ? "size-2" : "size-2.5";
  return (
    <button
      type={type}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut?.replace("Ctrl", "Control")}
      className={`inline-grid ${box} shrink-0 place-items-center rounded-xl text-ink-soft transition-[background-color,color] duration-150 hover:bg-primary-50 hover:text-primary-700 disabled:pointer-events-none disabled:opacity-40 ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
