import { type FormEvent, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./form-action.ts";

type Handlers<T> = {
  /** The change went through; its result. */
  onSuccess?: (result: Extract<FormResult<T>, { ok: true }>) => void;
  /** It did not; its messages are shown already, under the fields or in a toast. */
  onFailure?: () => void;
};

/**
 * A form or a button that changes data and keeps the page (decision 0013): it posts to the route's action as
 * `intent`, and stays pending until the action and the page's reload after it are done. The handlers run once
 * per answer.
 */
export function useMutation<T = undefined>(intent: string, handlers: Handlers<T> = {}) {
  const fetcher = useFetcher();
  // The route's action answers a FormResult (runIntent); which one, the router cannot know.
  const data = fetcher.data as FormResult<T> | undefined;
  const latest = useRef(handlers);
  const handled = useRef<FormResult<T>>(undefined);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || data === handled.current) return;
    handled.current = data;
    if (data.ok) latest.current.onSuccess?.(data);
    else latest.current.onFailure?.();
  }, [fetcher.state, data]);

  function submit(values: FormData | Readonly<Record<string, string>> = {}) {
    const data = values instanceof FormData ? values : new FormData();
    if (!(values instanceof FormData))
      for (const [name, value] of Object.entries(values)) data.set(name, value);
    data.set("intent", intent);
    void fetcher.submit(data, { method: "post" });
  }

  return {
    submit,
    /** For a `<form>`: sends its fields. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      submit(new FormData(event.currentTarget));
    },
    pending: fetcher.state !== "idle",
    result: data,
    errors: data && !data.ok ? data.fieldErrors : undefined,
  };
}
