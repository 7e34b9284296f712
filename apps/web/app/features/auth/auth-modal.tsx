import { useState } from "react";
import { useLocation } from "react-router";
import { imageSrc } from "../../lib/images.ts";
import { Modal } from "../../ui/modal.tsx";
import { AuthForm, type AuthMode } from "./auth-form.tsx";
import { ProviderButtons } from "./provider-buttons.tsx";

type AuthModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Signed in or registered: the page carries on with what the guest asked for. */
  readonly onSignedIn: () => void;
  /** What the guest was doing: saving a checklist (the editor) or going on to checkout (pricing). */
  readonly then: "save" | "continue";
  readonly description: string;
  /** Where focus goes when the modal closes, when the control that opened it may have re-rendered. */
  readonly returnFocus?: () => HTMLElement | null;
};

/** The auth modal: asks a guest to sign in or register first, then hands back to the page. */
export function AuthModal({
  open,
  onOpenChange,
  onSignedIn,
  then,
  description,
  returnFocus,
}: AuthModalProps) {
  const [mode, setMode] = useState<AuthMode>("register");
  const isRegister = mode === "register";
  const { pathname, search } = useLocation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      {...(returnFocus ? { returnFocus } : {})}
      image={imageSrc("modals/share-auth.svg")}
      title={isRegister ? `Create a free account to ${then}` : `Log in to ${then}`}
      description={description}
    >
      {/* Back from the provider, the page opens here again; the editor then saves the guest's draft. */}
      <ProviderButtons
        target={{ next: `${pathname}${search}`, bookmark: null }}
        saveDraft={then === "save"}
      />
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
