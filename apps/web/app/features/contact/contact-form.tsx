import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { HREFS } from "../../lib/hrefs.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { Button } from "../../ui/button.tsx";
import { TextAreaField, TextField } from "../../ui/field.tsx";
import { EmailField, NameField } from "../auth/auth-fields.tsx";
import { RecaptchaNotice } from "../auth/recaptcha-notice.tsx";

export function ContactForm({ name, email }: { name: string; email: string }) {
  const { pending, errors, result } = useFormState(HREFS.contact);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);

  useEffect(() => {
    if (!result?.ok) return;
    const element = form.current;
    if (!element) return;
    // Keep who is writing; clear what was sent.
    for (const field of ["subject", "message"]) {
      const control = element.elements.namedItem(field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = "";
    }
  }, [result]);

  return (
    <Form ref={form} method="post" action={HREFS.contact} noValidate className="flex flex-col gap-1.25">
      <div className="grid gap-1.25 sm:grid-cols-2">
        <NameField defaultValue={name} error={errors?.name} />
        <EmailField defaultValue={email} error={errors?.email} />
      </div>
      <TextField label="Subject" name="subject" required maxLength={150} error={errors?.subject} />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        maxLength={5000}
        error={errors?.message}
      />
      {result?.ok ? (
        <p role="status" className="rounded-2xl bg-[#ecfaf2] px-1 py-0.75 text-success">
          {result.message} We usually answer within two working days.
        </p>
      ) : null}
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <RecaptchaNotice />
        <Button type="submit" size="lg" pending={pending} className="shrink-0">
          Send message
        </Button>
      </div>
    </Form>
  );
}
