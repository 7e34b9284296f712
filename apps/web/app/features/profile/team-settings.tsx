import type { TeamMember, User } from "@listful/contracts";
import { useRef, useState } from "react";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";
import { ConfirmModal } from "../../ui/modal.tsx";

/** Takes the admin role from someone after asking: they keep their account and their checklists. */
function RemoveAdmin({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const remove = useMutation("remove-admin", { onSuccess: () => setOpen(false) });
  return (
    <ConfirmModal
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Remove the admin role from ${member.name}`}>
          Remove admin role
        </Button>
      }
      title={`Remove the admin role from ${member.name}?`}
      description={`${member.email} can no longer curate the template library, from their next page on. Their account and checklists stay as they are; you can grant the role again at any time.`}
      actionLabel="Remove admin role"
      pending={remove.pending}
      onConfirm={() => remove.submit({ id: member.id })}
    />
  );
}

function MemberRow({ member, isYou }: { member: TeamMember; isYou: boolean }) {
  const role = member.isSuperAdmin ? "Super-admin" : "Admin";
  return (
    <li className="flex flex-wrap items-center justify-between gap-0.5 border-t border-line py-0.75 first:border-t-0">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">
          {member.name}
          {isYou ? <span className="text-muted"> (you)</span> : null}
        </p>
        <p className="truncate text-sm text-muted">
          {member.email} · {role}
        </p>
      </div>
      {isYou ? null : <RemoveAdmin member={member} />}
    </li>
  );
}

/** Settings > Team: who curates the library, and granting or removing the admin role by e-mail. */
export function TeamSettings({ team, user }: { team: readonly TeamMember[]; user: User }) {
  const form = useRef<HTMLFormElement>(null);
  const grant = useMutation("grant-admin", { onSuccess: () => form.current?.reset() });
  useFocusFirstError(form, grant.errors);
  return (
    <div className="flex flex-col gap-1.25">
      <ul aria-label="Admins" className="rounded-2xl border border-line px-1">
        {team.map((member) => (
          <MemberRow key={member.id} member={member} isYou={member.id === user.id} />
        ))}
      </ul>
      <form ref={form} onSubmit={grant.onSubmit} noValidate className="flex flex-col gap-0.75">
        <TextField
          label="E-mail of the account to make an admin"
          name="email"
          type="email"
          autoComplete="off"
          error={grant.errors?.email}
          hint="They need an account already; the role applies on their next page."
        />
        <Button type="submit" pending={grant.pending} className="self-start">
          Grant admin role
        </Button>
      </form>
    </div>
  );
}
