import type { AdminTemplate, AdminTemplateSaveResponse } from "@listful/contracts";
import { Switch } from "radix-ui";
import { useMutation } from "../../../lib/use-mutation.ts";

/** Publishes or unpublishes one template at once; a print rule may keep it a draft (the toast says which). */
export function PublishSwitch({ template }: { template: AdminTemplate }) {
  const publish = useMutation<AdminTemplateSaveResponse>("publish-template");
  const unpublish = useMutation<AdminTemplateSaveResponse>("unpublish-template");
  const pending = publish.pending || unpublish.pending;
  return (
    <Switch.Root
      checked={template.isPublished}
      aria-label={`Published: ${template.title}`}
      aria-busy={pending || undefined}
      onCheckedChange={(checked) => {
        if (pending) return;
        (checked ? publish : unpublish).submit({ id: String(template.id) });
      }}
      className="relative h-1.5 w-2.5 shrink-0 rounded-full bg-[#b9b1cf] transition-colors aria-busy:opacity-60 data-[state=checked]:bg-primary-600"
    >
      <Switch.Thumb className="block size-1.25 translate-x-[0.125rem] rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-[1.125rem]" />
    </Switch.Root>
  );
}
