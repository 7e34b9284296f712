import { randomBytes } from "node:crypto";
import { isUniqueViolation } from "@listful/db";
import { InvalidInputError, NotSignedInError, QuotaExceededError } from "../../domain-errors.ts";
import type { FailureCounts } from "../../lib/failure-counts.ts";
import type { SecurityEvents } from "../../lib/security-events.ts";
import type { MailService } from "../mail/mail.service.ts";
import { passwordResetMail } from "../mail/mail-html.ts";
import type { UserRepository } from "../user/user.repository.ts";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";
import type { PasswordResetRepository } from "./password-reset.repository.ts";
import type { Session, SessionService } from "./session.service.ts";
import { hashToken } from "./session.service.ts";
import { describeWait, type SignInThrottle } from "./sign-in-throttle.ts";

const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_MAIL_INTERVAL_MS = 60 * 1000;
export const EMAIL_TAKEN = "This e-mail is already registered.";
export const COMMON_PASSWORD = "This password is too easy to guess. Choose a less common one.";
const BAD_CREDENTIALS = "The e-mail or password is incorrect.";
const BAD_RESET_LINK = "This reset link is invalid or has expired. Request a new one.";
/** Wrong reset links from one address, within the window, before each further one is reported. */
const RESET_FAILURES_REPORTED = 5;
export const RESET_FAILURE_WINDOW_MS = 60 * 60 * 1000;

function tooManyFailures(waitMs: number): QuotaExceededError {
  return new QuotaExceededError(
    `Too many wrong passwords from here. Try again in ${describeWait(waitMs)}.`,
    Math.ceil(waitMs / 1000),
  );
}

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
  throttle: SignInThrottle;
  /** Wrong reset links per address, counted to report repeated ones. */
  resetFailures: FailureCounts;
  security: SecurityEvents;
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

    /**
     * Unknown e-mail and wrong password answer alike, in the same time, and are throttled alike. An address
     * that has to wait is turned away before the password is checked, so waiting out the throttle is the
     * only way to another guess.
     */
    async login(input: { email: string; password: string }, context: { ip: string }): Promise<Session> {
      const wait = await deps.throttle.waitMs(input.email, context.ip);
      if (wait > 0) throw tooManyFailures(wait);
      const user = await deps.users.findByEmail(input.email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) {
        const { failures, accountFailures, isRepeated } = await deps.throttle.failed(input.email, context.ip);
        if (isRepeated) {
          deps.security.report(
            {
              event: "sign_in_failures",
              userId: user?.id ?? null,
              ip: context.ip,
              failures,
              accountFailures,
            },
            "Repeated wrong passwords for one account",
          );
        }
        throw new NotSignedInError(BAD_CREDENTIALS);
      }
      await deps.throttle.succeeded(input.email, context.ip);
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

    async resetPassword(
      input: { token: string; password: string },
      context: { ip: string },
    ): Promise<Session> {
      assertStrongPassword(input.password);
      const userId = await deps.resets.consume(hashToken(input.token));
      if (!userId) {
        const [failures] = await deps.resetFailures.add([`reset:${context.ip}`]);
        if ((failures?.count ?? 0) >= RESET_FAILURES_REPORTED) {
          deps.security.report(
            { event: "reset_failures", ip: context.ip, failures: failures?.count ?? 0 },
            "Repeated invalid password-reset links from one address",
          );
        }
        throw new InvalidInputError({ token: BAD_RESET_LINK }, BAD_RESET_LINK);
      }
      await deps.resets.consumeAllForUser(userId);
      const user = await deps.users.replacePassword(userId, await hashPassword(input.password));
      await deps.sessions.endAll(user.id);
      return deps.sessions.start(user);
    },
  };
}
