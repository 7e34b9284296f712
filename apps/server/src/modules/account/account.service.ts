import type { UserRow } from "@listful/db";
import { isUniqueViolation } from "@listful/db";
import { InvalidInputError } from "../../domain-errors.ts";
import { assertStrongPassword, EMAIL_TAKEN } from "../auth/auth.service.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import type { PasswordResetRepository } from "../auth/password-reset.repository.ts";
import type { Session, SessionService } from "../auth/session.service.ts";
import type { ChecklistWithImage } from "../media/checklist-files.ts";
import type { UserRepository } from "../user/user.repository.ts";

const WRONG_PASSWORD = "The password is incorrect.";

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: {
  users: UserRepository;
  sessions: SessionService;
  /** Reset links mailed before the password or the address changed must stop working. */
  resets: Pick<PasswordResetRepository, "consumeAllForUser">;
  /** The stored files of the user's checklists, which the foreign keys cannot delete. */
  checklistFiles: {
    listOf(userId: string): Promise<ChecklistWithImage[]>;
    removeAll(list: readonly ChecklistWithImage[]): Promise<void>;
  };
}) {
  async function checkPassword(user: UserRow, password: string | undefined, field: string) {
    if (!password) throw new InvalidInputError({ [field]: "Enter your current password to confirm." });
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw new InvalidInputError({ [field]: WRONG_PASSWORD });
    }
  }

  /** A fresh sign-in replaces the caller's, so the response can carry new tokens (the token response). */
  async function renew(user: UserRow, sessionId: string): Promise<Session> {
    await deps.sessions.end(sessionId);
    return deps.sessions.start(user);
  }

  return {
    async update(
      user: UserRow,
      sessionId: string,
      input: { name?: string | undefined; email?: string | undefined; current_password?: string | undefined },
    ): Promise<Session> {
      const emailChanges =
        input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanges) {
        await checkPassword(user, input.current_password, "current_password");
        const owner = await deps.users.findByEmail(input.email as string);
        if (owner && owner.id !== user.id) throw new InvalidInputError({ email: EMAIL_TAKEN });
      }
      try {
        const updated = await deps.users.update(user.id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(emailChanges ? { email: input.email } : {}),
        });
        if (emailChanges) await deps.resets.consumeAllForUser(user.id);
        return await renew(updated, sessionId);
      } catch (error) {
        if (isUniqueViolation(error)) throw new InvalidInputError({ email: EMAIL_TAKEN });
        throw error;
      }
    },

    /**
     * Ends every other session; the caller continues with the new tokens. An account made through Google or
     * Facebook has no password to confirm: its first one is set without.
     */
    async changePassword(
      user: UserRow,
      input: { current_password?: string | undefined; password: string },
    ): Promise<Session> {
      if (user.passwordHash) await checkPassword(user, input.current_password, "current_password");
      assertStrongPassword(input.password);
      const updated = await deps.users.replacePassword(user.id, await hashPassword(input.password));
      await deps.resets.consumeAllForUser(user.id);
      await deps.sessions.endAll(user.id);
      return deps.sessions.start(updated);
    },

    /** Deletes the account and everything it owns: rows through the foreign keys, then the stored files. */
    async delete(user: UserRow, password: string): Promise<void> {
      await checkPassword(user, password, "password");
      await deps.sessions.endAll(user.id);
      const files = await deps.checklistFiles.listOf(user.id);
      await deps.users.delete(user.id);
      await deps.checklistFiles.removeAll(files);
    },
  };
}
