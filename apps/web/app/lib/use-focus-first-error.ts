import { type RefObject, useEffect } from "react";
import type { FieldErrors } from "./field-errors.ts";

/** After a failed submit, focus goes to the first field with an error, so keyboard and screen-reader users land on it. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: FieldErrors | undefined) {
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [form, errors]);
}
