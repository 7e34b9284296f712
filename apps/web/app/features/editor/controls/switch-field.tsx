import { Switch } from "radix-ui";
import { useId } from "react";

type SwitchFieldProps = {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
};

/** An on/off setting with its label beside it; the whole row is the label. */
export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-1 py-0.3">
      <label htmlFor={id} className="text-[0.95rem] text-ink">
        {label}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-1.5 w-2.5 shrink-0 rounded-full bg-[#cfc8e2] transition-colors data-[state=checked]:bg-primary-600"
      >
        <Switch.Thumb className="block size-1.25 translate-x-[0.125rem] rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-[1.125rem]" />
      </Switch.Root>
    </div>
  );
}
