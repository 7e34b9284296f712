import { randomBytes } from "node:crypto";
import { isUniqueViolation } from "@listful/db";
import { InvalidInputError, NotSignedInError } from "../../domain-errors.ts";
import type { MailService } from "../mail/mail.service.ts";
import { passwordResetMail } from "../mail/mail-html.ts";
import type { UserRepository } from "../user/user.repository.ts";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";
import type { PasswordResetRepository } from "./password-reset.repository.ts";
import type { Session, SessionService } from "./session.service.ts";
import { hashToken } from "./session.service.ts";

const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_MAIL_INTERVAL_MS = 60 * 1000;
export const EMAIL_TAKEN = "This e-mail is already registered.";
export const COMMON_PASSWORD = "This password is too easy to guess. Choose a less common one.";
const BAD_CREDENTIALS = "The e-mail or password is incorrect.";

export type AuthService = ReturnType<typeof createAuthService>;

export function assertStrongPassword(password: string, field = "password") {
  if (isCommonPassword(password)) throw new InvalidInputError({ [field]: COMMON_PASSWORD });
}

export function createAuthService(deps: {
  users: UserRepository;
  resets: PasswordResetRepository;
  sessions: SessionService;
  mail: MailService;
  publicUrl: string;
}) {
  return {
    async register(input: { name: string; email: string; password: string }): Promise<Session> {
      assertStrongPassword(input.password);
      if (await deps.users.findByEmail(input.email)) throw new InvalidInputError({ email: EMAIL_TAKEN });
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await deps.users.insert({ name: input.name, email: input.email, passwordHash });
        return await deps.sessions.start(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw new InvalidInputError({ email: EMAIL_TAKEN });
        throw error;
      }
    },

    /** Unknown e-mail and wrong password answer alike, in the same time. */
    async login(input: { email: string; password: string }): Promise<Session> {
      const user = await deps.users.findByEmail(input.email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) throw new NotSignedInError(BAD_CREDENTIALS);
      return deps.sessions.start(user);
    },

    /** Always succeeds from the caller's view, so it never tells whether an account exists. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString("base64url");
      const stored = await deps.resets.insertUnlessRecent(
        { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) },
        RESET_MAIL_INTERVAL_MS,
      );
      if (!stored) return;
      const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await deps.mail.send(passwordResetMail(user.email, user.name, url));
    },

    async resetPassword(input: { token: string; password: string }): Promise<Session> {
      assertStrongPassword(input.password);
      const userId = await deps.resets.consume(hashToken(input.token));
      if (!userId) {
        throw new InvalidInputError(
          { token: "This reset link is invalid or has expired. Request a new one." },
          "This reset link is invalid or has expired. Request a new one.",
        );
      }
      await deps.resets.consumeAllForUser(userId);
      const user = await deps.users.replacePassword(userId, await hashPassword(input.password));
      await deps.sessions.endAll(user.id);
      return deps.sessions.start(user);
    },
  };
}
