import type { User } from "@listful/contracts";
import type { UserRow } from "@listful/db";
import { currentPlan } from "../billing/plan.ts";

/** The account as its owner sees it; nothing internal (hash, session version) leaves the server. */
export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    plan: currentPlan(row),
    created: row.createdAt.toISOString(),
  };
}
