import { ADMIN_MESSAGES, isSuperAdmin, type Role, type TeamMember } from "@listful/contracts";
import type { UserRow } from "@listful/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain-errors.ts";
import type { UserRepository } from "../user/user.repository.ts";
import type { AdminTeamRepository } from "./admin-team.repository.ts";

export type AdminTeamService = ReturnType<typeof createAdminTeamService>;

const ADMIN_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_SUPERADMIN"];

function toMember(user: Pick<UserRow, "id" | "name" | "email" | "roles">): TeamMember {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    isSuperAdmin: isSuperAdmin(user),
  };
}

/**
 * Settings > Team: super-admins grant and remove the admin role by e-mail. Roles are read from the database
 * on every admin request, so a removal takes effect on the removed admin's very next call. Making the first
 * super-admin stays `npm run user:promote`.
 */
export function createAdminTeamService(deps: {
  users: Pick<UserRepository, "findByEmail" | "findById">;
  team: AdminTeamRepository;
}) {
  async function list(): Promise<TeamMember[]> {
    return (await deps.team.list()).map(toMember);
  }

  /** Stores someone's new roles and the record of the change together, with the roles as stored. */
  async function changeRoles(
    actor: Pick<UserRow, "id">,
    user: UserRow,
    roles: string[],
    action: "team.grant" | "team.remove",
  ) {
    await deps.team.changeRoles(user.id, roles, actor.id, {
      action,
      userId: user.id,
      before: { email: user.email, roles: user.roles },
      after: { email: user.email, roles },
    });
  }

  return {
    list,

    async grant(actor: Pick<UserRow, "id">, email: string) {
      const user = await deps.users.findByEmail(email);
      if (!user) throw new InvalidInputError({ email: "No account uses this e-mail address." });
      if (user.roles.some((role) => ADMIN_ROLES.includes(role as Role))) {
        return { message: `${user.email} is already an admin.`, team: await list() };
      }
      await changeRoles(actor, user, [...user.roles, "ROLE_ADMIN"], "team.grant");
      return { message: ADMIN_MESSAGES.adminGranted, team: await list() };
    },

    /** Takes both admin roles from someone else; nobody removes their own (409). */
    async remove(actor: Pick<UserRow, "id">, userId: string) {
      if (userId === actor.id) throw new ConflictError(ADMIN_MESSAGES.cannotRemoveSelf);
      const user = await deps.users.findById(userId);
      if (!user?.roles.some((role) => ADMIN_ROLES.includes(role as Role))) {
        throw new NotFoundError("This person is not on the team.");
      }
      const roles = user.roles.filter((role) => !ADMIN_ROLES.includes(role as Role));
      await changeRoles(actor, user, roles.length > 0 ? roles : ["ROLE_USER"], "team.remove");
      return { message: ADMIN_MESSAGES.adminRemoved, team: await list() };
    },
  };
}
