type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

export type RecaptchaAction = "register" | "forgot_password" | "contact";

let siteKey: string | null = null;
let loading: Promise<Grecaptcha> | null = null;

function load(key: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error("reCAPTCHA did not load."));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("reCAPTCHA did not load."));
    };
    document.head.append(script);
  });
  return loading;
}

/** Arms the human check for the forms on this page; without a site key (development, tests) it stays off. */
export function configureRecaptcha(key: string | null) {
  siteKey = key;
  if (key) void load(key).catch(() => {});
}

/** A reCAPTCHA v3 token for the action, or undefined when the check is not configured. */
export async function getRecaptchaToken(action: RecaptchaAction): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const grecaptcha = await load(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
