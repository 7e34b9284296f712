import { z } from "zod";
import { CurrentPasswordSchema, EmailSchema, NameSchema, NewPasswordSchema } from "./fields.ts";

export const ROLES = ["ROLE_USER", "ROLE_ADMIN", "ROLE_SUPERADMIN"] as const;
export type Role = (typeof ROLES)[number];

export const PlanSchema = z.object({ type: z.string(), status: z.string() });
export type Plan = z.infer<typeof PlanSchema>;

/** What the API tells a user about their own account; never the password hash or internal counters. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  plan: PlanSchema,
  created: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Only name and e-mail are writable; anything else is refused. Changing the e-mail needs the password. */
export const UpdateUserBodySchema = z
  .strictObject({
    name: NameSchema.optional(),
    email: EmailSchema.optional(),
    current_password: CurrentPasswordSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    message: "Nothing to update.",
    path: ["name"],
  });
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

/** An account made through Google or Facebook has no password yet: its first one needs no current one. */
export const ChangePasswordBodySchema = z.strictObject({
  current_password: CurrentPasswordSchema.optional(),
  password: NewPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const DeleteUserBodySchema = z.strictObject({ password: CurrentPasswordSchema });
export type DeleteUserBody = z.input<typeof DeleteUserBodySchema>;

export function isAdmin(user: Pick<User, "roles">): boolean {
  return user.roles.includes("ROLE_ADMIN") || user.roles.includes("ROLE_SUPERADMIN");
}

export function isSuperAdmin(user: Pick<User, "roles"> | undefined): boolean {
  return user?.roles.includes("ROLE_SUPERADMIN") === true;
}
