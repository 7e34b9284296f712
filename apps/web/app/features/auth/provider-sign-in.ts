import { isSignInProvider, SIGN_IN_PROVIDER_LABELS } from "@listful/contracts";
import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { type FormResult, submitCall } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { HREFS } from "../../lib/hrefs.ts";
import { toast } from "../../ui/toast.ts";
import { forgetDraftSave, readProviderReturn, rememberReturn, takeReturn } from "./provider-return.ts";
import { finishSignIn, readSignInReturn } from "./sign-in-return.ts";

/** The field a provider's refusal is shown under, on /login. */
export const PROVIDER_ERROR_FIELD = "provider";

/**
 * "Continue with Google / Facebook": asks the API for the provider's page and goes there, remembering where
 * the person was going. Signed in (Settings), the same trip connects the provider to the account.
 */
async function continueWithProvider(formData: FormData): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["provider", "next", "bookmark", "save_draft"]);
  const provider = values.provider;
  if (!isSignInProvider(provider)) return { ok: false, fieldErrors: { form: "Unknown sign-in provider." } };
  const outcome = await submitCall(() => api.request("GET /api/connect/:provider", { params: { provider } }));
  if (!outcome.ok) return outcome;
  const carried = new URLSearchParams({ next: values.next, bookmark: values.bookmark });
  rememberReturn(readSignInReturn(carried), values.save_draft === "1");
  return redirect(outcome.result.url);
}

/** Back from the provider on /login: the API checks the answer against this browser's flow and signs in. */
async function finishProviderSignIn(formData: FormData): Promise<FormResult | Response> {
  const returned = readProviderReturn(
    new URLSearchParams(readFormValues(formData, ["state", "code", "error"])),
  );
  if (!returned)
    return { ok: false, fieldErrors: { [PROVIDER_ERROR_FIELD]: "The sign-in link is incomplete." } };
  const target = takeReturn();
  const outcome = await submitCall(
    () =>
      api.request("POST /api/connect/:provider/check", {
        params: { provider: returned.provider },
        body: {
          state: returned.state,
          ...(returned.code ? { code: returned.code } : {}),
          ...(returned.error ? { error: returned.error } : {}),
        },
      }),
    { messageField: PROVIDER_ERROR_FIELD },
  );
  if (!outcome.ok) {
    forgetDraftSave();
    return outcome;
  }
  if (outcome.result.linked) {
    toast.success(`${SIGN_IN_PROVIDER_LABELS[returned.provider]} is now connected. You can sign in with it.`);
    return redirect(target?.next ?? HREFS.profile);
  }
  return finishSignIn(target);
}

/** The intents of every page that shows the provider buttons. */
export const PROVIDER_INTENTS = { "continue-with": continueWithProvider };
/** /login's, where the providers send the person back. */
export const PROVIDER_RETURN_INTENTS = { "provider-return": finishProviderSignIn };
