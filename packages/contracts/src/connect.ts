import { z } from "zod";
import { AuthResponseSchema } from "./auth.ts";
import { SIGN_IN_PROVIDERS } from "./sign-in-providers.ts";

export const SignInProviderSchema = z.enum(SIGN_IN_PROVIDERS, { error: "Unknown sign-in provider." });
export const ConnectProviderParamsSchema = z.object({ provider: SignInProviderSchema });

/** Where to send the person: the provider's authorization page, carrying this browser's state. */
export const ConnectUrlResponseSchema = z.object({ url: z.string() });
export type ConnectUrlResponse = z.infer<typeof ConnectUrlResponseSchema>;

/**
 * What the provider sent back to /login, handed over as it came: the state and either the code or the
 * provider's error (the person cancelled, or the provider failed).
 */
export const ConnectCheckBodySchema = z
  .strictObject({
    state: z.string().min(1, "The sign-in link is incomplete.").max(200),
    code: z.string().min(1).max(2048).optional(),
    error: z.string().max(200).optional(),
  })
  .refine((body) => body.code !== undefined || body.error !== undefined, {
    message: "The sign-in link is incomplete.",
    path: ["code"],
  });
export type ConnectCheckBody = z.input<typeof ConnectCheckBodySchema>;

/** Answers like a sign-in; `linked` says the provider was connected to the account already signed in. */
export const ConnectCheckResponseSchema = AuthResponseSchema.extend({ linked: z.boolean() });
export type ConnectCheckResponse = z.infer<typeof ConnectCheckResponseSchema>;

/** How the signed-in person can sign in: a password or not, and each configured provider, connected or not. */
export const SignInMethodsSchema = z.object({
  has_password: z.boolean(),
  providers: z.array(z.object({ provider: SignInProviderSchema, connected: z.boolean() })),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;
