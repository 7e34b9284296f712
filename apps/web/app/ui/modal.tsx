import { Dialog } from "radix-ui";
import type { FormEvent, ReactElement, ReactNode } from "react";
import { Button } from "./button.tsx";
import { CloseIcon } from "./icons/close-icon.tsx";

/** Modals are 500 px wide unless a modal asks for more. */
export const MODAL_WIDTH = 500;

type ModalProps = {
  /** The control that opens the modal; focus goes back to it on close. */
  trigger?: ReactElement;
  /**
   * Where focus goes on close when the modal has no trigger of its own (opened from a menu whose item is
   * gone by then): the control that opened the menu.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** A picture above the title (a modal image from app/assets/images/modals, through `imageSrc` in lib/images.ts). */
  image?: string;
  width?: number;
  children?: ReactNode;
};

/**
 * The one modal. A click outside never closes it (a half-typed form would be lost); Escape and the close
 * button do. Radix traps focus inside and returns it to the control that opened it.
 */
export function Modal({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  image,
  width = MODAL_WIDTH,
  returnFocus,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without a description the dialog is named by its title alone; repeating the title as its
          // description would make screen readers say it twice.
          {...(description ? {} : { "aria-describedby": undefined })}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          style={{ maxWidth: width }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-1.5 shadow-lift focus:outline-none sm:p-2.5"
        >
          <div className="animate-pop-in">
            {image ? (
              <img src={image} alt="" width={160} height={120} className="mx-auto mb-1 h-7.5 w-10" />
            ) : null}
            <Dialog.Title className="text-center text-xl font-medium text-ink">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-0.5 text-center text-ink-soft">
                {description}
              </Dialog.Description>
            ) : null}
            <div className="mt-1.5">{children}</div>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-1 right-1 grid size-2.25 place-items-center rounded-full text-muted transition-colors hover:bg-primary-50 hover:text-ink"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ModalActionsProps = {
  onCancel: () => void;
  cancelLabel?: string;
  actionLabel: string;
  pending: boolean;
  variant?: "primary" | "danger";
  /** Without it the action submits the form the buttons are in. */
  onAction?: () => void;
};

/** The buttons at the foot of a modal: the way out, then the action, stacked with the action on top on phones. */
export function ModalActions({
  onCancel,
  cancelLabel = "Cancel",
  actionLabel,
  pending,
  variant = "primary",
  onAction,
}: ModalActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onAction ? "button" : "submit"} variant={variant} pending={pending} onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}

type ModalFrame = Omit<ModalProps, "open" | "onOpenChange" | "children"> & {
  /** Open from the start unless said otherwise (a modal with a trigger opens through it). */
  open?: boolean;
  onOpen?: () => void;
  onClose: () => void;
};

function modalFrame({ open = true, onOpen, onClose, ...modal }: ModalFrame): ModalProps {
  return { ...modal, open, onOpenChange: (next) => (next ? onOpen?.() : onClose()) };
}

/** Asks before a change that cannot be undone: "Keep it", or the change. */
export function ConfirmModal({
  actionLabel,
  pending,
  onConfirm,
  ...frame
}: ModalFrame & { actionLabel: string; pending: boolean; onConfirm: () => void }) {
  return (
    <Modal {...modalFrame(frame)}>
      <ModalActions
        onCancel={frame.onClose}
        cancelLabel="Keep it"
        actionLabel={actionLabel}
        pending={pending}
        variant="danger"
        onAction={onConfirm}
      />
    </Modal>
  );
}

/** A short form in a modal: its fields, then Cancel and the action that submits it. */
export function FormModal({
  actionLabel,
  pending,
  variant,
  onSubmit,
  children,
  ...frame
}: ModalFrame & {
  actionLabel: string;
  pending: boolean;
  variant?: "primary" | "danger";
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Modal {...modalFrame(frame)}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.25">
        {children}
        <ModalActions
          onCancel={frame.onClose}
          actionLabel={actionLabel}
          pending={pending}
          variant={variant}
        />
      </form>
    </Modal>
  );
}
