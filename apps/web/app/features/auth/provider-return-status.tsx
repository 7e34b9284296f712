import { SIGN_IN_PROVIDER_LABELS } from "@listful/contracts";
import { useEffect, useRef } from "react";
import { useMutation } from "../../lib/use-mutation.ts";
import { FormError } from "../../ui/field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { ProviderReturn } from "./provider-return.ts";
import { PROVIDER_ERROR_FIELD } from "./provider-sign-in.ts";

/**
 * On /login, back from Google or Facebook: hands the provider's answer to the API once, says it is signing
 * the person in, and, when that fails, why (the sign-in form stays below to try again).
 */
export function ProviderReturnStatus({ returned }: { readonly returned: ProviderReturn }) {
  const finishing = useMutation("provider-return");
  const isSent = useRef(false);
  const { submit } = finishing;
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    submit({ state: returned.state, code: returned.code ?? "", error: returned.error ?? "" });
  }, [returned, submit]);

  const message = finishing.errors?.[PROVIDER_ERROR_FIELD];
  if (message) return <FormError message={message} className="mb-1.5" />;
  return (
    <p role="status" className="mb-1.5 flex items-center gap-0.75 rounded-2xl bg-primary-50 p-1 text-ink">
      <Spinner />
      Signing you in with {SIGN_IN_PROVIDER_LABELS[returned.provider]}…
    </p>
  );
}
