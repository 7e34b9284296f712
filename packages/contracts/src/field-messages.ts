/**
 * The bounds and messages of the account fields, without zod: the schemas (fields.ts) use them, and so do the
 * light checks of the sign-in pages, which load no schema library (the API checks everything again).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const FIELD_MESSAGES = {
  nameRequired: "Name is required.",
  emailRequired: "E-mail is required.",
  emailInvalid: "Enter a valid e-mail address.",
  passwordRequired: "Password is required.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
} as const;
