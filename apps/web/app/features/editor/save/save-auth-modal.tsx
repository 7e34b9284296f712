import { useState } from "react";
import { imageSrc } from "../../../lib/hrefs.ts";
import { Modal } from "../../../ui/modal.tsx";
import { AuthForm, type AuthMode } from "./auth-form.tsx";

type SaveAuthModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Signed in or registered: the editor saves the draft to the new session's collection. */
  readonly onSignedIn: () => void;
};

/** Asks a guest who saves to sign in or register first; the draft waits in the editor and is saved after. */
export function SaveAuthModal({ open, onOpenChange, onSignedIn }: SaveAuthModalProps) {
  const [mode, setMode] = useState<AuthMode>("register");
  const isRegister = mode === "register";
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      image={imageSrc("modals/share-auth.svg")}
      title={isRegister ? "Create a free account to save" : "Log in to save"}
      description="Your checklist goes straight into your collection, with nothing lost on the way."
    >
      <AuthForm key={mode} mode={mode} onSignedIn={onSignedIn} />
      <p className="mt-1 text-center text-ink-soft">
        {isRegister ? "Already have an account?" : "New to Listful?"}{" "}
        <button
          type="button"
          onClick={() => setMode(isRegister ? "login" : "register")}
          className="font-medium text-primary-700 hover:underline"
        >
          {isRegister ? "Log in" : "Create an account"}
        </button>
      </p>
    </Modal>
  );
}
