import { useActionData, useNavigation } from "react-router";
import type { FormResult } from "./form-action.ts";

/** The state of a route's own form: submitting (until the page it leads to has loaded) and its errors. */
export function useFormState(action: string) {
  const navigation = useNavigation();
  const result = useActionData<FormResult>();
  const pending =
    navigation.state !== "idle" &&
    !!navigation.formAction &&
    new URL(navigation.formAction, "http://listful.local").pathname === action;
  return {
    pending,
    result,
    errors: result && !result.ok ? result.fieldErrors : undefined,
  };
}
