import type { ReactElement } from "react";
import { useLocation } from "react-router";
import { loginHref, registerHref } from "../../lib/hrefs.ts";
import { imageSrc } from "../../lib/images.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";

/**
 * Bookmarks belong to an account: a guest who asks for one is invited to sign in or sign up, and comes
 * back to this checklist with the bookmark made.
 */
export function SignInPrompt({
  trigger,
  open,
  onOpenChange,
  bookmark,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The checklist to bookmark once signed in. */
  bookmark: string;
}) {
  const { pathname, search } = useLocation();
  const carried = { next: `${pathname}${search}`, bookmark };
  return (
    <Modal
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      image={imageSrc("modals/share-auth.svg")}
      title="Keep it in your collection"
      description="Sign in to bookmark checklists people share with you, and to make your own. It's free."
    >
      <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-center">
        <AppLink to={loginHref(carried)} className={buttonClass({ variant: "secondary" })}>
          Log in
        </AppLink>
        <AppLink to={registerHref(carried)} className={buttonClass()}>
          Create account
        </AppLink>
      </div>
    </Modal>
  );
}
