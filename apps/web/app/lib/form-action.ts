import type { z } from "zod";
import { toast } from "../ui/toast.ts";
import { type ApiErrorOptions, handleApiError } from "./api-errors.ts";
import { type FieldErrors, FORM_MESSAGE_FIELD, issuesToFieldErrors } from "./field-errors.ts";
import { readFormValues } from "./form-values.ts";

type Succeeded<T> = { ok: true; message?: string } & ([T] extends [undefined] ? { value?: T } : { value: T });

/** What a route's action hands back to its form: errors to show, or that it went through (and its result). */
export type FormResult<T = undefined> = { ok: false; fieldErrors: FieldErrors } | Succeeded<T>;

/** A call's answer, or the messages of its failure (already shown or to be shown under the form's fields). */
export type CallOutcome<R> = { ok: true; result: R } | { ok: false; fieldErrors: FieldErrors };

/** An action's answer after its call: a success is said in a toast and hands the call's answer to the form. */
export function announce<R>(outcome: CallOutcome<R>, message: string): FormResult<R> {
  if (!outcome.ok) return outcome;
  toast.success(message);
  return { ok: true, value: outcome.result } as FormResult<R>;
}

type AnyFormResult = FormResult | FormResult<unknown>;

/** One thing a route's action can do, named by the submitted form's `intent`. */
export type Intent = (formData: FormData) => Promise<AnyFormResult | Response>;

/** A route's action for several forms: runs the one the submitted `intent` names. */
export function runIntent(
  formData: FormData,
  intents: Readonly<Record<string, Intent>>,
): Promise<AnyFormResult | Response> {
  const intent = formData.get("intent");
  const run = typeof intent === "string" && Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!run) return Promise.resolve({ ok: false, fieldErrors: { [FORM_MESSAGE_FIELD]: "Unknown action." } });
  return run(formData);
}

/**
 * Validates a form's values with the API's own schema, then makes the call; errors come back keyed by the
 * form's fields (or as a toast, through the shared handler), success as the call's answer.
 */
export async function submitValidated<S extends z.ZodType, R>(
  schema: S,
  values: z.input<S>,
  call: (body: z.input<S>) => Promise<R>,
  options: Omit<ApiErrorOptions, "fields"> = {},
): Promise<CallOutcome<R>> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: issuesToFieldErrors(parsed.error.issues) };
  return submitCall(() => call(values), { ...options, fields: Object.keys(values as object) });
}

/**
 * For the pages that must stay light (signing in and up, password reset), which load no schema library
 * (decision record "Compression and CSS delivery"): the errors of a light check in the browser are shown at
 * once, without a request; otherwise the API checks the values with the same contract schema
 * `submitValidated` would use, and its messages come back under the form's fields.
 */
export function submitToServer<V extends Record<string, string>, R>(
  values: V,
  checked: FieldErrors,
  call: (body: V) => Promise<R>,
  options: Omit<ApiErrorOptions, "fields"> = {},
): Promise<CallOutcome<R>> {
  if (Object.keys(checked).length > 0) return Promise.resolve({ ok: false, fieldErrors: checked });
  return submitCall(() => call(values), { ...options, fields: Object.keys(values) });
}

/** A call with nothing to validate (a button's change): its answer, or its failure through the shared handler. */
export async function submitCall<R>(
  call: () => Promise<R>,
  options: ApiErrorOptions = {},
): Promise<CallOutcome<R>> {
  try {
    return { ok: true, result: await call() };
  } catch (error) {
    return { ok: false, fieldErrors: handleApiError(error, options) };
  }
}

/** An intent that changes one thing named by the form's `id` (a button's change) and says so when it is done. */
export function changeById<R>(
  call: (id: string) => Promise<R>,
  message: string,
  options: ApiErrorOptions = {},
): (formData: FormData) => Promise<FormResult<R>> {
  return async (formData) => {
    const { id } = readFormValues(formData, ["id"]);
    return announce(await submitCall(() => call(id), options), message);
  };
}
