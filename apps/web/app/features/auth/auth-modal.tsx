import { useState } from "react";
import { Modal } from "../../ui/modal.tsx";
import { AuthForm, type AuthMode } from "./auth-form.tsx";

type AuthModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Signed in or registered: the page carries on with what the guest asked for. */
  readonly onSignedIn: () => void;
  /** What the guest was doing: saving a checklist (the editor) or going on to checkout (pricing). */
  readonly then: "save" | "continue";
  readonly description: string;
};

/** SPEC's auth modal: asks a guest to sign in or register first, then hands back to the page. */
export function AuthModal({ open, onOpenChange, onSignedIn, then, description }: AuthModalProps) {
  const [mode, setMode] = useState<AuthMode>("register");
  const isRegister = mode === "register";
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      image="/images/modals/share-auth.svg"
      title={isRegister ? `Create a free account to ${then}` : `Log in to ${then}`}
      description={description}
    >
      <AuthForm key={mode} mode={mode} onSignedIn={onSignedIn} then={then} />
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
