import type { ReactNode } from "react";
import { Modal } from "./modal.tsx";

type TemplatePickerProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the button that opened it). */
  readonly returnFocus?: () => HTMLElement | null | undefined;
  readonly title?: string;
  /** The choices (the template catalogue, which its feature loads and draws): drawn only while it is open. */
  readonly children: ReactNode;
};

/** The large picker behind "new checklist" and the editor's Templates: a wide dialog around the choices. */
export function TemplatePicker({
  open,
  onOpenChange,
  returnFocus,
  title = "Start a new checklist",
  children,
}: TemplatePickerProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Pick a template: you can change everything about it in the editor."
      width={1080}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {open ? children : null}
    </Modal>
  );
}
