import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-0.5 rounded-full font-medium whitespace-nowrap transition-[background-color,box-shadow,color,transform] duration-150 active:translate-y-px disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    "bg-primary-600 text-white shadow-[0_6px_16px_-6px_rgb(113_56_227/0.6)] hover:bg-primary-700 hover:shadow-[0_8px_20px_-6px_rgb(113_56_227/0.7)]",
  secondary: "border border-line bg-white text-ink hover:border-primary-300 hover:bg-primary-50",
  ghost: "text-ink-soft hover:bg-primary-50 hover:text-primary-700",
  danger: "bg-danger text-white hover:bg-[#a51f1f]",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-2.25 px-1 text-sm",
  md: "h-2.75 px-1.5 text-[0.95rem]",
  lg: "h-3.5 px-2 text-base",
};

/** The class of a button, for the few links that must look like one. */
export function buttonClass({
  variant = "primary",
  size = "md",
  className = "",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and blocks repeat presses while a request is in flight. The button stays focusable
   * (aria-disabled, not disabled), so the keyboard's place is not lost while it waits.
   */
  pending?: boolean;
};

export function Button({
  variant,
  size,
  pending = false,
  className,
  children,
  type = "button",
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, className })}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      // A press while pending does nothing, not even submit its form.
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
