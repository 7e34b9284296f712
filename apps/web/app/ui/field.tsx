import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

const CONTROL =
  "block w-full rounded-xl border bg-white px-1 text-base text-ink placeholder:text-muted/80 transition-[border-color,box-shadow] duration-150 focus:outline-none focus-visible:outline-none focus:border-primary-500 focus:ring-4 focus:ring-primary-100";

type FieldProps = {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
};

function describedBy(errorId: string, hintId: string, error?: string, hint?: string) {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's message that belongs to none of its fields (a refused sign-in), shown in the form by its fields and
 * read out as it appears.
 */
export function FormError({ message, className = "" }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-2xl border border-danger/30 bg-danger/5 p-1 text-ink ${className}`}>
      {message}
    </p>
  );
}

/** A labelled input with its hint and its error underneath, wired for screen readers. */
export function TextField({
  label,
  name,
  error,
  hint,
  className = "",
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
        className={`${CONTROL} h-3 ${error ? "border-danger" : "border-line"} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className = "",
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
        className={`${CONTROL} min-h-10 py-0.75 leading-relaxed ${error ? "border-danger" : "border-line"} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}
