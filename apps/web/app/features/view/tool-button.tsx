import type { ComponentProps, ReactNode } from "react";
import { buttonClass } from "../../ui/button.tsx";

type ToolProps = { icon: ReactNode; label: string; primary?: boolean };

/**
 * A toolbar action: icon and word on wide screens, the icon alone (still named) on phones, with less padding
 * below 360 px so an owner's six actions fit a 320 px screen.
 */
export function toolClass(primary = false): string {
  return buttonClass({
    variant: primary ? "primary" : "secondary",
    size: "sm",
    className: "h-2.5 px-0.75 max-[22.5rem]:px-0.5 md:px-1",
  });
}

export function ToolLabel({ icon, label }: Omit<ToolProps, "primary">) {
  return (
    <>
      {icon}
      <span className="sr-only md:not-sr-only">{label}</span>
    </>
  );
}

export function ToolButton({
  icon,
  label,
  primary,
  ...props
}: ToolProps & Omit<ComponentProps<"button">, "children">) {
  return (
    <button type="button" className={toolClass(primary)} title={label} {...props}>
      <ToolLabel icon={icon} label={label} />
    </button>
  );
}
