import { useEffect } from "react";
import { configureRecaptcha } from "../../lib/recaptcha.ts";
import { useRootData } from "../../lib/root-data.ts";

/**
 * Arms reCAPTCHA for the form it sits in and, because the badge is hidden, shows the notice Google requires in
 * its place. Renders nothing when the check is off.
 */
export function RecaptchaNotice() {
  const { config } = useRootData();
  const siteKey = config.recaptchaSiteKey;
  useEffect(() => configureRecaptcha(siteKey), [siteKey]);
  if (!siteKey) return null;
  return (
    <p className="text-xs leading-relaxed text-muted">
      This site is protected by reCAPTCHA and the Google{" "}
      <a
        className="underline"
        href="https://policies.google.com/privacy"
        rel="noopener noreferrer"
        target="_blank"
      >
        Privacy Policy
      </a>{" "}
      and{" "}
      <a
        className="underline"
        href="https://policies.google.com/terms"
        rel="noopener noreferrer"
        target="_blank"
      >
        Terms of Service
      </a>{" "}
      apply.
    </p>
  );
}
