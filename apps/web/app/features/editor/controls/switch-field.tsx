import { Switch } from "radix-ui";
import { useId } from "react";

type SwitchFieldProps = {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  /** The id of a text that says more (what it does, or why it is off), read out with the switch. */
  readonly describedBy?: string;
};

/** An on/off setting with its label beside it; the whole row is the label. */
export function SwitchField({ label, checked, onChange, disabled, describedBy }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-1 py-0.3">
      <label htmlFor={id} className={`text-[0.95rem] ${disabled ? "text-muted" : "text-ink"}`}>
        {label}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
        className="relative h-1.5 w-2.5 shrink-0 rounded-full bg-[#cfc8e2] transition-colors disabled:opacity-50 data-[state=checked]:bg-primary-600"
      >
        <Switch.Thumb className="block size-1.25 translate-x-[0.125rem] rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-[1.125rem]" />
      </Switch.Root>
    </div>
  );
}
