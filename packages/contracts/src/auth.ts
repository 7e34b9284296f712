import { z } from "zod";
import { CurrentPasswordSchema, EmailSchema, NameSchema, NewPasswordSchema } from "./fields.ts";
import { UserSchema } from "./user.ts";

const RecaptchaTokenSchema = z.string().max(4096).optional();

export const RegisterBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  recaptchaToken: RecaptchaTokenSchema,
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

/** The refresh token in the body, or no body at all: the refresh-token cookie carries it. */
export const RefreshTokenBodySchema = z
  .strictObject({ refresh_token: z.string().max(200).optional() })
  .nullish();
export type RefreshTokenBody = z.input<typeof RefreshTokenBodySchema>;

export const ForgotPasswordBodySchema = z.strictObject({
  email: EmailSchema,
  recaptchaToken: RecaptchaTokenSchema,
});
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, "The reset link is incomplete.").max(200),
  password: NewPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** The token response of a sign-in (docs/PRODUCT.md, User, roles and plan). */
export const AuthResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
